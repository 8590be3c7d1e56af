// `npm run content:check`: lists the company facts (data/companyFacts.ts) that are still missing or malformed, and
// exits 1 while there is any. Until then the site leaves the matching links and blocks out; run it before a launch.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { companyFacts } from '../data/companyFacts'
import { contentProblems } from '../data/companyFactsCheck'
import { news } from '../data/news'

const publicDir = fileURLToPath(new URL('../public', import.meta.url))
const problems = contentProblems(companyFacts, {
  pressSlugs: news.map((article) => article.slug),
  publicFileExists: (path) => existsSync(join(publicDir, path)),
})

if (problems.length === 0) {
  console.log('data/companyFacts.ts: every company fact is supplied.')
} else {
  console.log(`data/companyFacts.ts: ${problems.length} company fact(s) to supply before launch:`)
  for (const { fact, problem } of problems) console.log(`  ${fact}: ${problem}`)
  process.exitCode = 1
}
