import { I18n, type MessageDescriptor, type MessageOptions, type Messages } from '@lingui/core'
import { sourceTag } from '../data/locales'
import { icuText } from './icuText'

type Values = Record<string, unknown>

// Each message that failed, by locale: its error is logged once per process (or page, in the browser), not once per render.
const reported = new Set<string>()

/**
 * A Lingui instance that never throws because of a catalog: a failing translation renders the English source, else its raw
 * text, logged once, and the catalog keeps the source for that id, so later renders and the islands agree.
 */
export class SafeI18n extends I18n {
  /** The compiled English messages a failed translation falls back to. */
  readonly sources: Messages | undefined

  constructor(locale: string, messages: Messages, sources?: Messages) {
    super({ locale, messages: { [locale]: messages } })
    this.sources = sources
  }

  override _(descriptor: MessageDescriptor): string
  override _(id: string, values?: Values, options?: MessageOptions): string
  override _(id: MessageDescriptor | string, values?: Values, options?: MessageOptions): string {
    try {
      return super._(id as string, values, options)
    } catch (error) {
      const descriptor = typeof id === 'string' ? { id, message: options?.message, values } : id
      const key = descriptor.id ?? ''
      if (!reported.has(`${this.locale}\u0000${key}`)) {
        reported.add(`${this.locale}\u0000${key}`)
        console.error(`Lingui message ${key} (${this.locale}) failed to format, so its English source is shown: ${String(error)}`)
      }
      const { message } = descriptor
      const source = this.sources?.[key]
      // Without source or descriptor text (a production page in the browser), the translation as written is all there is.
      const raw = () => message ?? icuText(source ?? this.messages[key] ?? key)
      if (source === undefined && message === undefined) return raw()
      const english = new I18n({ locale: sourceTag, messages: { [sourceTag]: source === undefined ? {} : { [key]: source } } })
      try {
        const text = english._(key, descriptor.values ?? values, { message })
        if (source !== undefined) this.messages[key] = source
        return text
      } catch {
        const text = raw()
        this.messages[key] = [text]
        return text
      }
    }
  }
}
