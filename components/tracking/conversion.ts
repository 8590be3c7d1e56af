import type { FormKind } from '../../data/forms/formKinds'
import type { Locale } from '../../data/locales'
import { conversionKey } from '../../data/consent'

/** A lead for the thank-you page to report: which form sent it, from a page in which language. */
export type Conversion = { form: FormKind; language: Locale }

/**
 * Leaves a conversion for the next page (under `conversionKey`); a storage that refuses it loses only the event. It is
 * taken when reported, so a reload of the thank-you page, or coming back to it, reports nothing again.
 */
export function leaveConversion(session: Storage | null, conversion: Conversion): void {
  try {
    session?.setItem(conversionKey, JSON.stringify(conversion))
  } catch {
    // Blocked or full storage: no event, nothing else lost.
  }
}

/** Takes the conversion a form left, if any: it is reported once. */
export function takeConversion(session: Storage | null): Conversion | undefined {
  try {
    const text = session?.getItem(conversionKey)
    if (!text) return undefined
    session?.removeItem(conversionKey)
    const { form, language } = JSON.parse(text) as Partial<Conversion>
    return typeof form === 'string' && typeof language === 'string' ? { form, language } : undefined
  } catch {
    return undefined
  }
}
