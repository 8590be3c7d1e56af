// `npm run i18n:extract`: Lingui's extraction, then what it drops put back, as `msgmerge --previous` would:
// a message whose English changed keeps its old translation as a fuzzy suggestion with the old English
// (`#| msgid`), instead of an empty msgstr. Only messages that left the code go away. Messages of the pages shown
// in Portuguese only are marked, and the other catalogs carry their Portuguese (locales/tools/portugueseOnly.ts);
// every message gets a "Where:" note naming its page and section (locales/tools/sourcePlaces.ts), and one for each
// placeholder it has (locales/tools/placeholderNotes.ts).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parsePo } from '../poEntries'
import { catalogFile, catalogTags, projectRoot, sourceTag } from './catalogFiles'
import { markPortugueseOnly } from './portugueseOnly'
import { addPlaceholderNotes } from './placeholderNotes'
import { addWhereNotes } from './sourcePlaces'
import { suggestTranslations } from './suggestTranslations'
import { writeSuggestions } from './writeSuggestions'

// A new language has no catalog yet: Lingui writes its first.
const before = new Map(catalogTags.map((tag) => [tag, existsSync(catalogFile(tag)) ? parsePo(readFileSync(catalogFile(tag), 'utf8')) : []]))

const lingui = spawnSync(join(projectRoot, 'node_modules', '.bin', 'lingui'), ['extract', '--clean', ...process.argv.slice(2)], {
  cwd: projectRoot,
  stdio: 'inherit',
})
if (lingui.status !== 0) process.exit(lingui.status ?? 1)

// Portuguese first: the other catalogs copy its translations of the Portuguese-only messages.
for (const tag of ['pt-BR', ...catalogTags.filter((t) => t !== 'pt-BR')] as const) {
  const file = catalogFile(tag)
  const portuguese = tag === 'pt-BR' || tag === sourceTag ? undefined : parsePo(readFileSync(catalogFile('pt-BR'), 'utf8'))
  // Marked first: the suggestions' `#|` lines are written last, by a writer of their own.
  const text = addPlaceholderNotes(addWhereNotes(markPortugueseOnly(readFileSync(file, 'utf8'), portuguese)))
  const suggestions = suggestTranslations(before.get(tag)!, parsePo(text))
  writeFileSync(file, suggestions.size ? writeSuggestions(text, suggestions) : text)
  if (suggestions.size) console.log(`${tag}: ${suggestions.size} message(s) keep a translation to review (fuzzy): \`npm run i18n:check\` lists them`)
}
