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
      return this.fallback(descriptor.id ?? '', descriptor.message, descriptor.values ?? values, error)
    }
  }

  /** The source text of a message whose translation threw, formatted if it can be. */
  private fallback(id: string, message: string | undefined, values: Values | undefined, error: unknown): string {
    const key = `${this.locale}\u0000${id}`
    if (!reported.has(key)) {
      reported.add(key)
      console.error(`Lingui message ${id} (${this.locale}) failed to format, so its English source is shown: ${String(error)}`)
    }
    const source = this.sources?.[id]
    // Without source or descriptor text (a production page in the browser), the translation as written is all there is.
    const raw = () => message ?? icuText(source ?? this.messages[id] ?? id)
    if (source === undefined && message === undefined) return raw()
    const english = new I18n({ locale: sourceTag, messages: { [sourceTag]: source === undefined ? {} : { [id]: source } } })
    try {
      const text = english._(id, values, { message })
      if (source !== undefined) this.messages[id] = source
      return text
    } catch {
      const text = raw()
      this.messages[id] = [text]
      return text
    }
  }
}
