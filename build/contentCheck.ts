// `npm run content:check`: what the marketing team and the translators must fix or supply before publishing
// (docs/content/README.md). It lists, one line each:
// - content files their collection's schema refuses (the build refuses them too), as `file: field: problem`;
// - translations whose Portuguese source changed since they were made (the site keeps serving them meanwhile);
// - the company facts still missing or malformed (data/companyFacts.ts), whose links and blocks the site leaves out.
// It exits 1 while there is anything to list.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatProblem } from '../data/content/collection'
import { collections } from '../data/content/collections'
import { companyFacts } from '../data/companyFacts'
import { contentProblems } from '../data/companyFactsCheck'

const publicDir = fileURLToPath(new URL('../public', import.meta.url))
const invalid = collections.flatMap((collection) => collection.problems)
const stale = collections.flatMap((collection) => collection.staleTranslations)
const facts = contentProblems(companyFacts, { publicFileExists: (path) => existsSync(join(publicDir, path)) })

/** Prints a section of the report, if it has lines. */
function section(heading: string, lines: readonly string[]) {
  if (lines.length === 0) return
  console.log(`${heading}\n${lines.map((line) => `  ${line}`).join('\n')}\n`)
}

section(`Content files the build refuses (${invalid.length}):`, invalid.map(formatProblem))
section(`Translations to update (${stale.length}): translate the Portuguese changes, then run npm run content:translated -- <file>:`, stale.map(formatProblem))
section(
  `Company facts to supply in data/companyFacts.ts (${facts.length}):`,
  facts.map(({ fact, problem }) => `${fact}: ${problem}`),
)

const entries = collections.reduce((sum, collection) => sum + collection.entries.length, 0)
if (invalid.length + stale.length + facts.length === 0)
  console.log(`✔ ${entries} content entries valid, every translation current, every company fact supplied.`)
else process.exitCode = 1
