import { localeInfo, localeTag, type Locale } from './locales.ts'

/** Every ISO 3166-1 alpha-2 code the country field offers and the schemas accept; the names come from `Intl.DisplayNames`. */
// biome-ignore format: twenty codes a row read as a table; one a line would be 250 lines
export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE',
  'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD',
  'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM',
  'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN',
  'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME',
  'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
  'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI',
  'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK',
  'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const

export type CountryCode = (typeof countryCodes)[number]

/** Brazil: its leads name a state, and its phone numbers take the national mask (data/forms/phoneMask.ts). */
export const brazil: CountryCode = 'BR'

export function isCountryCode(value: unknown): value is CountryCode {
  return countryCodes.includes(value as CountryCode)
}

/** The country the forms start with on a locale's pages, and list first (data/locales.ts). */
export function defaultCountry(locale: Locale): CountryCode {
  return localeInfo(locale).country
}

/** A country's name in a language (a BCP 47 tag, e.g. `es-ES` → `España` for `ES`), from the runtime's `Intl.DisplayNames`. */
export function countryName(tag: string, code: CountryCode): string {
  return new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' }).of(code) ?? code
}

/** The country field's options in a locale, in its alphabetical order, after its own country. */
export function countryOptions(locale: Locale): { value: CountryCode; label: string }[] {
  const tag = localeTag(locale)
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' })
  const collator = new Intl.Collator(tag)
  const options = countryCodes.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label))
  const first = defaultCountry(locale)
  return [...options.filter((option) => option.value === first), ...options.filter((option) => option.value !== first)]
}
