// `npm run i18n:extract`: Lingui's extraction, then what it drops put back, as `msgmerge --previous` would:
// a message whose English changed keeps its old translation as a fuzzy suggestion with the old English
// (`#| msgid`), instead of an empty msgstr. Only messages that left the code go away.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parsePo } from '../poEntries'
import { catalogFile, catalogTags, projectRoot } from './catalogFiles'
import { suggestTranslations } from './suggestTranslations'
import { writeSuggestions } from './writeSuggestions'

const before = new Map(catalogTags.map((tag) => [tag, parsePo(readFileSync(catalogFile(tag), 'utf8'))]))

const lingui = spawnSync(join(projectRoot, 'node_modules', '.bin', 'lingui'), ['extract', '--clean', ...process.argv.slice(2)], { cwd: projectRoot, stdio: 'inherit' })
if (lingui.status !== 0) process.exit(lingui.status ?? 1)

for (const tag of catalogTags) {
  const file = catalogFile(tag)
  const text = readFileSync(file, 'utf8')
  const suggestions = suggestTranslations(before.get(tag)!, parsePo(text))
  if (suggestions.size === 0) continue
  writeFileSync(file, writeSuggestions(text, suggestions))
  console.log(`${tag}: ${suggestions.size} message(s) keep a translation to review (fuzzy): \`npm run i18n:check\` lists them`)
}
