import { fileURLToPath } from 'node:url'
import { codeLocales } from '../../data/locales'
import { localeSourcesOnDisk, shippedLocales } from '../../locales/shippedLocales'

const { published } = shippedLocales(localeSourcesOnDisk(fileURLToPath(new URL('../..', import.meta.url))), { preview: false })

/** The languages a production build of the committed sources publishes: not one still being translated (docs/translating/new-language.md). */
export const publishedLocales = codeLocales.filter((locale) => published.includes(locale.tag))
