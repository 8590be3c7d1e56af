import { I18n, type MessageDescriptor, type MessageOptions, type Messages } from '@lingui/core'
import { sourceTag } from '../data/locales'
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'

/** A compiled message written back as ICU text: what a page shows when neither translation nor English formats. */
export function icuText(message: CompiledMessage | string): string {
  return typeof message === 'string' ? message : message.map(tokenText).join('')
}

function tokenText(token: CompiledMessage[number]): string {
  if (typeof token === 'string') return token
  const [name, type, format] = token
  if (!type) return `{${name}}`
  if (format === undefined || format === null) return `{${name}, ${type}}`
  if (typeof format !== 'object') return `{${name}, ${type}, ${String(format)}}`
  // Plural, selectordinal and select keep their branches by key; an exact number key (`=0`) lost its `=` on compiling.
  const branches = Object.entries(format as Record<string, unknown>)
    .filter(([key, branch]) => key !== 'offset' && Array.isArray(branch))
    .map(([key, branch]) => `${type !== 'select' && /^\d+$/.test(key) ? `=${key}` : key} {${icuText(branch as CompiledMessage)}}`)
  return branches.length ? `{${name}, ${type}, ${branches.join(' ')}}` : `{${name}, ${type}}`
}

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
