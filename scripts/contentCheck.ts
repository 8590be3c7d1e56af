// `npm run content:check [-- --strict]` (docs/content/README.md): errors, exit 1, are content files the build refuses and
// malformed company facts; what is to do before launch (stale translations, facts not supplied yet, which the site does
// without) is listed, and fails only with `--strict` (README, "Before launch").
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatProblem } from '../data/content/collection'
import { collections } from '../data/content/collections'
import { companyFacts } from '../data/companyFacts'
import { contentProblems, isMissing } from '../data/companyFactsCheck'

const strict = process.argv.includes('--strict')
const publicDir = fileURLToPath(new URL('../public', import.meta.url))
const invalid = collections.flatMap((collection) => collection.problems)
const stale = collections.flatMap((collection) => collection.staleTranslations)
const facts = contentProblems(companyFacts, { publicFileExists: (path) => existsSync(join(publicDir, path)) })
const malformed = facts.filter((problem) => !isMissing(problem))
const missing = facts.filter(isMissing)

/** Prints a section of the report, if it has lines. */
function section(heading: string, lines: readonly string[]) {
  if (lines.length === 0) return
  console.log(`${heading}\n${lines.map((line) => `  ${line}`).join('\n')}\n`)
}

section(`Errors: content files the build refuses (${invalid.length}):`, invalid.map(formatProblem))
section(
  `Errors: company facts to correct in data/companyFacts.ts (${malformed.length}):`,
  malformed.map(({ fact, problem }) => `${fact}: ${problem}`),
)
section(
  `Before launch: translations to update (${stale.length}): translate the Portuguese changes, then run npm run content:translated -- <file>:`,
  stale.map(formatProblem),
)
section(
  `Before launch: company facts to supply in data/companyFacts.ts (${missing.length}); the site does without them meanwhile (docs/content/README.md):`,
  missing.map(({ fact }) => fact),
)

const entries = collections.reduce((sum, collection) => sum + collection.entries.length, 0)
const errors = invalid.length + malformed.length
const toDo = stale.length + missing.length
if (errors === 0) console.log(`✔ ${entries} content entries valid, every company fact supplied well formed${toDo ? `; ${toDo} to do before launch` : ''}.`)
if (errors > 0 || (strict && toDo > 0)) process.exitCode = 1
