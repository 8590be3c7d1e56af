// `npm run i18n:check` (a stage of `npm test`): every catalog problem as `file:line: message: problem`; exits 1 when there is any.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { locales, sourceTag } from '../../data/locales'
import { readCatalog } from '../poEntries'
import { shorten } from '../shippedTranslation'
import { catalogProblems } from './catalogProblems'

const root = fileURLToPath(new URL('../../', import.meta.url))
const tags = locales.map((locale) => locale.tag)
const path = (tag: string) => `locales/${tag}.po`
const problems = tags.flatMap((tag) => catalogProblems(path(tag), tag, readCatalog(tag), { source: tag === sourceTag }))

// gettext's own validator, where installed (Debian package gettext): the PO syntax and header; its lines name the file and line.
const hasMsgfmt = spawnSync('msgfmt', ['--version']).status === 0
const msgfmtErrors = (hasMsgfmt ? tags : []).flatMap((tag) => {
  const result = spawnSync('msgfmt', ['--check', '-o', '/dev/null', path(tag)], { cwd: root, encoding: 'utf8' })
  return result.status === 0 ? [] : [result.stderr.trim() || `msgfmt --check failed on ${tag}`]
})

for (const { file, line, message, problem } of problems) console.log(`${file}:${line}: "${shorten(message)}": ${problem}`)
for (const error of msgfmtErrors) console.log(error)
const count = problems.length + msgfmtErrors.length
console.log(
  count
    ? `\n✘ ${count} catalog problem(s)`
    : `✔ ${tags.length} catalogs: every message translated, reviewed and well-formed${hasMsgfmt ? ', msgfmt --check passes' : ''}`,
)
process.exitCode = count ? 1 : 0
