import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { everyLanguageCollections } from '../data/content/everyLanguage.ts'
import { codeLocales, defaultLocale, sourceTag, type LocaleTag } from '../data/locales.ts'
import { listFiles } from '../shared/listFiles.ts'
import { entryKey, isFuzzy, parsePo, type PoEntry } from './poEntries.ts'

/** What decides whether a language is published: its catalog's entries (undefined without a PO file), and the content files there are, as `content/…` paths. */
export type LocaleSources = { catalog: (tag: LocaleTag) => PoEntry[] | undefined; contentFiles: readonly string[] }

type CodeLocale = (typeof codeLocales)[number]

export type LeftOut = { tag: LocaleTag; missing: string[] }

/** What a language lacks: every source message translated and not fuzzy, and its file of each entry of data/content/everyLanguage.ts. */
export function missingForLocale(locale: CodeLocale, { catalog, contentFiles }: LocaleSources): string[] {
  const missing: string[] = []
  const file = `locales/${locale.tag}.po`
  const entries = catalog(locale.tag)
  if (!entries) missing.push(`${file} does not exist (npm run i18n:extract writes it)`)
  else {
    const translated = new Set(entries.filter((e) => !e.obsolete && e.translation.trim() !== '' && !isFuzzy(e)).map(entryKey))
    const sources = (catalog(sourceTag) ?? []).filter((e) => !e.obsolete)
    const untranslated = sources.filter((e) => !translated.has(entryKey(e))).length
    if (untranslated) missing.push(`${file}: ${untranslated} of ${sources.length} messages untranslated or fuzzy (npm run i18n:check lists them)`)
  }
  const files = new Set(contentFiles)
  for (const collection of everyLanguageCollections) {
    // An entry is a folder, whatever languages it has so far.
    const pattern = new RegExp(`^content/${collection}/([^/]+)/`)
    for (const slug of new Set(contentFiles.flatMap((path) => pattern.exec(path)?.[1] ?? []))) {
      const translation = `content/${collection}/${slug}/index.${locale.segment}.md`
      if (!files.has(translation)) missing.push(`${translation} is missing`)
    }
  }
  return missing
}

/** The languages a build publishes: the complete ones, every one in a preview; an incomplete default language stops a production build. */
export function shippedLocales(
  sources: LocaleSources,
  { preview, locales = codeLocales }: { preview: boolean; locales?: readonly CodeLocale[] },
): { published: LocaleTag[]; complete: LocaleTag[]; leftOut: LeftOut[] } {
  const checked = locales.map((locale) => ({ tag: locale.tag, segment: locale.segment, missing: missingForLocale(locale, sources) }))
  const defaultMissing = checked.find(({ segment }) => segment === defaultLocale)?.missing ?? []
  if (!preview && defaultMissing.length) throw new Error(`The default language is incomplete, so the site cannot be built:\n${defaultMissing.join('\n')}`)
  const complete = checked.filter(({ missing }) => missing.length === 0).map(({ tag }) => tag)
  if (preview) return { published: locales.map((l) => l.tag), complete, leftOut: [] }
  return { published: complete, complete, leftOut: checked.filter(({ missing }) => missing.length > 0).map(({ tag, missing }) => ({ tag, missing })) }
}

/** The catalogs and content files of the project at `root`, as the build reads them. */
export function localeSourcesOnDisk(root: string): LocaleSources {
  return {
    catalog: (tag) => {
      const file = join(root, 'locales', `${tag}.po`)
      return existsSync(file) ? parsePo(readFileSync(file, 'utf8')) : undefined
    },
    contentFiles: listFiles(join(root, 'content')).map((path) => `content/${path}`),
  }
}

/** The build's note on a language it leaves out: which, why, and where it is built all the same. */
export const leftOutNote = ({ tag, missing }: LeftOut) =>
  `${tag} is left out of this build (no page, language link, alternate or sitemap entry), as it is incomplete:\n  ${missing.join('\n  ')}\n  It is built in development (npm run dev) and in previews (VITE_PREVIEW_BUILD=1 npm run build); docs/translating/new-language.md`
