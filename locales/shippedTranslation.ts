import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'

/** A catalog message as the build and the lead server read it: its English source, its translation, whether it is fuzzy. */
export type CatalogMessage = { source: string; translation: string; fuzzy: boolean }

// A catalog is read more than once per build (every locale's catalog reads its fallbacks'): one warning per message.
const warned = new Set<string>()

const shorten = (text: string) => (text.length > 70 ? `${text.slice(0, 67)}…` : text)

/**
 * The translation the site ships for a message. A fuzzy one is a suggestion waiting for review, so none ('': the
 * fallback, Portuguese then English, applies). One that does not compile (ICU syntax) ships as its English source,
 * with a warning that names it: Lingui would leave it out of the compiled catalog, and the pages would then show its
 * id. `where` says where the message is (`locales/pt-BR.po:209`), asked only for the warning.
 */
export function shippedTranslation({ source, translation, fuzzy }: CatalogMessage, where: () => string): string {
  if (fuzzy || translation === '') return ''
  try {
    compileMessageOrThrow(translation)
    return translation
  } catch (error) {
    const warning = `${where()}: "${shorten(source)}": the translation does not compile, so the site shows the English source (${firstLine(error)}); npm run i18n:check explains`
    if (!warned.has(warning)) {
      warned.add(warning)
      console.warn(warning)
    }
    return source
  }
}

const firstLine = (error: unknown) =>
  String((error as Error).message)
    .split('\n')[0]!
    .trim()
    .replace(/:$/, '')
