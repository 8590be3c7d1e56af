// `npm run i18n:extract`: Lingui's extraction, then what it drops put back: every message's notes (addNotes.ts), and the
// old translations of changed messages as fuzzy suggestions (suggestTranslations.ts). Only messages gone from the code go.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defaultLocale, localeTag, locales, sourceTag } from '../../data/locales'
import { catalogFile, readCatalog } from '../poEntries'
import { addNotes } from './addNotes'
import { suggestTranslations, writeSuggestions } from './suggestTranslations'

// Portuguese first: the other catalogs copy its translations of the Portuguese-only messages.
const portuguese = localeTag(defaultLocale)
const tags = [portuguese, ...locales.map((locale) => locale.tag).filter((tag) => tag !== portuguese)]
// A new language has no catalog yet: Lingui writes its first.
const before = new Map(tags.map((tag) => [tag, existsSync(catalogFile(tag)) ? readFileSync(catalogFile(tag), 'utf8') : '']))

const root = fileURLToPath(new URL('../../', import.meta.url))
const lingui = spawnSync('node_modules/.bin/lingui', ['extract', '--clean', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' })
if (lingui.status !== 0) process.exit(lingui.status ?? 1)

for (const tag of tags) {
  const text = addNotes(readFileSync(catalogFile(tag), 'utf8'), tag === portuguese || tag === sourceTag ? undefined : readCatalog(portuguese))
  const suggestions = suggestTranslations(before.get(tag)!, text)
  writeFileSync(catalogFile(tag), suggestions.size ? writeSuggestions(text, suggestions) : text)
  if (suggestions.size) console.log(`${tag}: ${suggestions.size} message(s) keep a translation to review (fuzzy): \`npm run i18n:check\` lists them`)
}
