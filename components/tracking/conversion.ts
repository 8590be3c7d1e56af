import type { FormKind } from '../../data/forms/formKinds'
import type { Locale } from '../../data/locales'

/** A lead for the thank-you page to report: which form sent it, from a page in which language. */
export type Conversion = { form: FormKind; language: Locale }

/**
 * Where a sent form leaves its conversion for the thank-you page, in sessionStorage. Taken when reported, so a reload
 * of the thank-you page, or coming back to it, reports nothing again.
 */
export const conversionKey = 'tecto.conversion'

/** Leaves a conversion for the next page; a storage that refuses it loses only the event. */
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

/** Drops a conversion left for the thank-you page, when the visitor withdraws consent. */
export function forgetConversion(session: Storage | null): void {
  try {
    session?.removeItem(conversionKey)
  } catch {
    // Nothing was kept.
  }
}
