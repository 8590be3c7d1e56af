import * as library from 'libphonenumber-js/min'
import examples from 'libphonenumber-js/mobile/examples'
import { defaultCountry } from '../countries'
import type { Locale } from '../locales'
import { phoneExample, type PhoneExample } from './phoneExample'

// Server-rendered pages only: libphonenumber-js, imported statically here, must never reach an island's script (phoneLibrary.ts).

/** The phone placeholder of a locale's starting country, prerendered, so the script carries no examples. */
export function prerenderedPhoneExample(locale: Locale): PhoneExample {
  const country = defaultCountry(locale)
  return { country, text: phoneExample(country, { ...library, examples }) ?? '' }
}
