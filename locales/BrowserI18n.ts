import type { MessageDescriptor, MessageOptions, Messages } from '@lingui/core'
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import { icuText } from './icuText'

type Values = Record<string, unknown>
type Token = CompiledMessage[number]
type Branches = Record<string, CompiledMessage | string | number>
type Listener = (payload: { id: string; locale: string }) => void

// Each message that failed, by locale: its error is logged once per page, not once per render.
const reported = new Set<string>()

/** One Intl formatter per locale and options: building one costs more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`
  if (!formatters.has(key)) formatters.set(key, make())
  return formatters.get(key) as T
}

const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) => formatter('number', locale, options, () => new Intl.NumberFormat(locale, options))

/** Lingui's named date styles, as its `date` format reads them; `time` the same for hours, minutes and seconds. */
function dateOptions(type: 'date' | 'time', style: unknown): Intl.DateTimeFormatOptions {
  if (style && typeof style === 'object') return style
  if (type === 'time') return { hour: 'numeric', minute: 'numeric', ...(style === 'short' ? {} : { second: 'numeric' }) }
  const month = style === 'full' || style === 'long' ? 'long' : style === 'short' ? 'numeric' : 'short'
  return { day: 'numeric', month, year: 'numeric', ...(style === 'full' ? { weekday: 'long' } : {}) }
}

/**
 * The part of Lingui's I18n the islands use in the browser (@lingui/react's provider, `Trans` and `useLingui`, the
 * islands' `_`, `t` and `number`): one locale's precompiled messages, formatted with the Intl APIs as Lingui formats
 * them (plurals and ordinals by Intl.PluralRules with exact `=n` cases first, `#` as the locale's number, select,
 * number, date and time). The server renders with Lingui's own I18n (locales/SafeI18n.ts); this is its browser
 * counterpart, about a tenth of @lingui/core's code on every page. A message that fails to format shows its text
 * with the placeholders as written, and is logged once, never breaking the island.
 */
export class BrowserI18n {
  readonly locale: string
  readonly messages: Messages
  private readonly listeners: Record<string, Listener[]> = {}
  /** Lingui's alias of `_`, which @lingui/react's `useLingui` hands out. */
  readonly t = this._.bind(this)

  constructor(locale: string, messages: Messages) {
    this.locale = locale
    this.messages = messages
  }

  /** Subscribes to `missing` (a message the page did not carry) or `change` (never sent: the locale is the page's); returns the unsubscribe. */
  on(event: string, listener: Listener): () => void {
    this.listeners[event] = [...(this.listeners[event] ?? []), listener]
    return () => {
      this.listeners[event] = this.listeners[event]!.filter((known) => known !== listener)
    }
  }

  _(descriptor: MessageDescriptor): string
  _(id: string, values?: Values, options?: MessageOptions): string
  _(idOrDescriptor: MessageDescriptor | string, values?: Values, options?: MessageOptions): string {
    const descriptor = typeof idOrDescriptor === 'string' ? { id: idOrDescriptor, message: options?.message, values } : idOrDescriptor
    const id = descriptor.id ?? ''
    const translation = this.messages[id]
    if (translation === undefined) for (const listener of this.listeners.missing ?? []) listener({ id, locale: this.locale })
    const message = translation ?? descriptor.message ?? id
    if (typeof message === 'string') return decodeEscapes(message)
    try {
      return decodeEscapes(this.format(message, descriptor.values ?? values ?? {}, false))
    } catch (error) {
      const key = `${this.locale}\u0000${id}`
      if (!reported.has(key)) {
        reported.add(key)
        console.error(`Lingui message ${id} (${this.locale}) failed to format, so its text is shown as written: ${String(error)}`)
      }
      return icuText(message)
    }
  }

  /** A number in the page's language, as Lingui's `i18n.number`. */
  number(value: number, options?: Intl.NumberFormatOptions): string {
    return numberFormat(this.locale, options).format(value)
  }

  private format(tokens: CompiledMessage | string | number, values: Values, inPlural: boolean, pluralValue?: number): string {
    if (!Array.isArray(tokens)) return String(tokens)
    return tokens
      .map((token: Token) => {
        if (token === '#' && inPlural) return this.number(pluralValue!)
        if (typeof token === 'string') return token
        const [name, type, style] = token as [string, string?, unknown?]
        const value = values[name]
        const text = type ? this.formatValue(value, type, style, values) : value
        return text == null ? '' : String(text)
      })
      .join('')
  }

  private formatValue(value: unknown, type: string, style: unknown, values: Values): string {
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...cases } = style as Branches & { offset?: number }
      const count = Number(value) - Number(offset)
      const rules = formatter(type, this.locale, undefined, () => new Intl.PluralRules(this.locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' }))
      const branch = cases[String(value)] ?? cases[rules.select(count)] ?? cases.other
      if (branch === undefined) throw new TypeError(`no "other" case for ${type}`)
      return this.format(branch, values, true, count)
    }
    if (type === 'select') {
      const cases = style as Branches
      const branch = cases[String(value)] ?? cases.other
      if (branch === undefined) throw new TypeError('no "other" case for select')
      return this.format(branch, values, false)
    }
    if (type === 'number') return this.number(Number(value), typeof style === 'string' ? { style: style as 'percent' } : (style as Intl.NumberFormatOptions))
    if (type === 'date' || type === 'time') {
      const options = dateOptions(type, style)
      const date = typeof value === 'string' ? new Date(value) : (value as Date)
      return formatter('date', this.locale, options, () => new Intl.DateTimeFormat(this.locale, options)).format(date)
    }
    throw new TypeError(`unknown format ${type}`)
  }
}

/** The `\uXXXX` and `\xXX` escapes a catalog may hold, as the characters they stand for (as Lingui does). */
function decodeEscapes(text: string): string {
  return text.replace(/\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g, (_, unicode, hex) => String.fromCharCode(parseInt(unicode ?? hex, 16)))
}
