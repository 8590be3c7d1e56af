import * as library from 'libphonenumber-js/min'
import examples from 'libphonenumber-js/mobile/examples'
import { defaultCountry } from '../countries'
import type { Locale } from '../locales'
import { phoneExample, type PhoneExample } from './phoneExample'

// For the pages only, which render on the server: imported statically here, libphonenumber-js must never reach an
// island's script, which loads it on demand (data/forms/phoneLibrary.ts).

/** The phone placeholder of a locale's starting country, prerendered, so the script carries no examples. */
export function prerenderedPhoneExample(locale: Locale): PhoneExample {
  const country = defaultCountry(locale)
  return { country, text: phoneExample(country, { ...library, examples }) ?? '' }
}
