// `npm run i18n:check` (a stage of `npm test`): every catalog problem as `file:line: message: problem`; exits 1 when there is any.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { locales, sourceTag } from '../../data/locales'
import { parsePo, readCatalog } from '../poEntries'
import { shorten } from '../shippedTranslation'
import { catalogProblems } from './catalogProblems'

const root = fileURLToPath(new URL('../../', import.meta.url))
const tags = locales.map((locale) => locale.tag)
const path = (tag: string) => `locales/${tag}.po`
const problems = tags.flatMap((tag) => catalogProblems(path(tag), tag, readCatalog(tag), { source: tag === sourceTag }))

const installed = (tool: string) => spawnSync(tool, ['--version']).status === 0

// gettext's own validator, where installed (Debian package gettext): the PO syntax and header; its lines name the file and line.
const hasMsgfmt = installed('msgfmt')
const msgfmtErrors = tags.flatMap((tag) => {
  const result = hasMsgfmt ? spawnSync('msgfmt', ['--check', '-o', '/dev/null', path(tag)], { cwd: root, encoding: 'utf8' }) : undefined
  return !result || result.status === 0 ? [] : [result.stderr.trim() || `msgfmt --check failed on ${tag}`]
})

// translate-toolkit's pofilter, where installed: a second reading of placeholders and tags, as translators' tools check them.
const hasPofilter = installed('pofilter')
const pofilterFindings = tags.flatMap((tag) => {
  if (!hasPofilter) return []
  const dir = mkdtempSync(join(tmpdir(), 'pofilter-'))
  const out = join(dir, `${tag}.po`)
  spawnSync('pofilter', ['-t', 'variables', '-t', 'xmltags', '-t', 'pythonbraceformat', path(tag), out], { cwd: root })
  const doubted = existsSync(out) ? parsePo(readFileSync(out, 'utf8')) : []
  rmSync(dir, { recursive: true, force: true })
  return doubted.flatMap((entry) => entry.translatorComments.filter((c) => c.startsWith('(pofilter)')).map((c) => `${path(tag)}: "${shorten(entry.id)}": ${c}`))
})

for (const { file, line, message, problem } of problems) console.log(`${file}:${line}: "${shorten(message)}": ${problem}`)
for (const error of [...msgfmtErrors, ...pofilterFindings]) console.log(error)
const count = problems.length + msgfmtErrors.length + pofilterFindings.length
console.log(
  count
    ? `\n✘ ${count} catalog problem(s)`
    : `✔ ${tags.length} catalogs: every message translated, reviewed and well-formed${hasMsgfmt ? ', msgfmt --check passes' : ''}${hasPofilter ? ', pofilter finds nothing' : ''}`,
)
process.exitCode = count ? 1 : 0
