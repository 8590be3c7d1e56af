import { brazil, type CountryCode } from '../countries'
import { loadedPhoneLibrary, type PhoneLibrary } from './phoneLibrary'

/** The phone field's placeholder for one country, as the page was prerendered with it (an island's prop is JSON). */
export type PhoneExample = { country: CountryCode; text: string }

/** A country's example mobile number as it writes it, for the placeholder; undefined without the library or its plan. */
export function phoneExample(country: CountryCode, library: PhoneLibrary | undefined = loadedPhoneLibrary()): string | undefined {
  // The Brazilian mask's, (99) 99999-9999: a São Paulo mobile.
  if (country === brazil) return '(11) 98765-4321'
  if (!library?.isSupportedCountry(country)) return undefined
  return library.getExampleNumber(country, library.examples)?.formatNational()
}
