import type { MessageDescriptor, MessageOptions, Messages } from '@lingui/core'
import { SafeI18n } from '../../locales/SafeI18n'

type Values = Record<string, unknown>

/**
 * A Lingui instance that remembers every message id it translates. `<Trans>`, `useLingui().t` and `i18n._`
 * all end in `_` (Lingui binds `t` to it), so an island's subtree rendered with it yields exactly the messages
 * the island shows. A translation that failed to format is recorded as the English source the page showed instead
 * (SafeI18n), so the browser shows the same.
 */
export class RecordingI18n extends SafeI18n {
  /** The ids translated so far. */
  readonly used = new Set<string>()

  constructor(locale: string, messages: Messages, sources?: Messages) {
    super(locale, messages, sources)
  }

  override _(descriptor: MessageDescriptor): string
  override _(id: string, values?: Values, options?: MessageOptions): string
  override _(id: MessageDescriptor | string, values?: Values, options?: MessageOptions): string {
    this.used.add(typeof id === 'string' ? id : id.id)
    return super._(id as string, values, options)
  }

  /** The compiled messages of the recorded ids: all the island's own I18n needs in the browser. */
  usedMessages(): Messages {
    const messages = this.messages
    return Object.fromEntries([...this.used].filter((id) => messages[id] !== undefined).map((id) => [id, messages[id]!]))
  }
}
