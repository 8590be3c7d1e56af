import { brazil, type CountryCode } from '../countries'
import { loadedPhoneLibrary, type PhoneLibrary } from './phoneLibrary'

/** The phone field's placeholder for one country, as the page was prerendered with it (an island's prop is JSON). */
export type PhoneExample = { country: CountryCode; text: string }

/** The example of the Brazilian mask, (99) 99999-9999: a São Paulo mobile. */
export const brazilianExample = '(11) 98765-4321'

/**
 * A country's example mobile number as the country writes it, for the phone field's placeholder: `612 34 56 78` for
 * Spain, `(201) 555-0123` for the United States (libphonenumber-js's examples), the mask's own for Brazil. Undefined
 * for a country whose numbering plan libphonenumber-js lacks (Antarctica), and while it has not loaded.
 */
export function phoneExample(country: CountryCode, library: PhoneLibrary | undefined = loadedPhoneLibrary()): string | undefined {
  if (country === brazil) return brazilianExample
  if (!library?.isSupportedCountry(country)) return undefined
  return library.getExampleNumber(country, library.examples)?.formatNational()
}
