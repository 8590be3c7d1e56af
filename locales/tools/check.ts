// `npm run i18n:check` (also a stage of `npm test`): every catalog problem translators must fix before a
// release, one line each as `file:line: message: problem`; exits 1 when there is any.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { parsePo } from '../poEntries'
import { catalogProblems } from './catalogProblems'
import { catalogFile, catalogTags, projectRoot, sourceTag } from './catalogFiles'

const problems = catalogTags.flatMap((tag) => {
  const file = catalogFile(tag)
  return catalogProblems(relative(projectRoot, file), tag, parsePo(readFileSync(file, 'utf8')), { source: tag === sourceTag })
})

const shorten = (text: string) => (text.length > 70 ? `${text.slice(0, 67)}…` : text)

// gettext's own validator, where it is installed (Debian package gettext): the PO syntax and header as every
// other tool reads them. Its lines already name the file and line.
const hasMsgfmt = spawnSync('msgfmt', ['--version']).status === 0
const msgfmtErrors = hasMsgfmt
  ? catalogTags.flatMap((tag) => {
      const result = spawnSync('msgfmt', ['--check', '-o', '/dev/null', relative(projectRoot, catalogFile(tag))], { cwd: projectRoot, encoding: 'utf8' })
      return result.status === 0 ? [] : [result.stderr.trim() || `msgfmt --check failed on ${tag}`]
    })
  : []

// translate-toolkit's pofilter, where it is installed (Debian package translate-toolkit): a second reading of the
// placeholders and tags, as translators' own tools check them. It writes the entries it doubts to a file.
const hasPofilter = spawnSync('pofilter', ['--version']).status === 0
const pofilterFindings = hasPofilter
  ? catalogTags.flatMap((tag) => {
      const dir = mkdtempSync(join(tmpdir(), 'pofilter-'))
      const out = join(dir, `${tag}.po`)
      spawnSync('pofilter', ['-t', 'variables', '-t', 'xmltags', '-t', 'pythonbraceformat', catalogFile(tag), out])
      const findings = existsSync(out)
        ? parsePo(readFileSync(out, 'utf8')).flatMap((entry) =>
            entry.translatorComments
              .filter((c) => c.startsWith('(pofilter)'))
              .map((c) => `${relative(projectRoot, catalogFile(tag))}: "${shorten(entry.id)}": ${c}`),
          )
        : []
      rmSync(dir, { recursive: true, force: true })
      return findings
    })
  : []

for (const { file, line, message, problem } of problems) console.log(`${file}:${line}: "${shorten(message)}": ${problem}`)
for (const error of [...msgfmtErrors, ...pofilterFindings]) console.log(error)
const count = problems.length + msgfmtErrors.length + pofilterFindings.length
console.log(
  count
    ? `\n✘ ${count} catalog problem(s)`
    : `✔ ${catalogTags.length} catalogs: every message translated, reviewed and well-formed${hasMsgfmt ? ', msgfmt --check passes' : ''}${hasPofilter ? ', pofilter finds nothing' : ''}`,
)
process.exitCode = count ? 1 : 0
