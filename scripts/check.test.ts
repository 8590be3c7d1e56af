import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { projectRoot } from '../tests/testBuild'

// `npm run check` checks the folder it runs in: here a copy of the project whose content/ and locales/ are real copies
// (the rest linked), with one file broken. That it passes on the landed files is a stage of `npm test` (tests/run.ts).

/** Runs the gate in a copy of the project where `breakFile` changed one copied file; its exit code and output. */
function checkWith(breakFile: (copy: string) => void) {
  const copy = mkdtempSync(join(tmpdir(), 'tecto-check-'))
  try {
    for (const entry of readdirSync(projectRoot)) {
      if (entry === 'content' || entry === 'locales') cpSync(join(projectRoot, entry), join(copy, entry), { recursive: true })
      else if (entry !== '.git') symlinkSync(join(projectRoot, entry), join(copy, entry))
    }
    breakFile(copy)
    const { status, stdout, stderr } = spawnSync(join(projectRoot, 'node_modules/.bin/tsx'), ['scripts/check.ts'], { cwd: copy, encoding: 'utf8' })
    return { status, output: stdout + stderr }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

/** Rewrites one file of the copy. */
const edit = (copy: string, file: string, change: (text: string) => string) => writeFileSync(join(copy, file), change(readFileSync(join(copy, file), 'utf8')))

test('a content file the schema refuses fails the gate, named with its field', () => {
  const slug = readdirSync(join(projectRoot, 'content/news'))[0]!
  const file = `content/news/${slug}/index.pt-br.md`
  const { status, output } = checkWith((copy) => edit(copy, file, (text) => text.replace(/^title:/m, 'titel:')))
  assert.is(status, 1, output)
  assert.match(output, `${file}: title: is missing`)
  // A language still being translated fails the catalogs' check too (docs/translating/new-language.md).
  assert.match(output, /✘ npm run check: fix the (translation catalogs \(npm run i18n:check\) and the )?content \(npm run content:check\) above\./)
})

test('a translation a catalog lost fails the gate, named with its file and line', () => {
  const { status, output } = checkWith((copy) => edit(copy, 'locales/es-ES.po', (text) => text.replace(/^(msgid "[^"]+"\n)msgstr "[^"]+"$/m, '$1msgstr ""')))
  assert.is(status, 1, output)
  assert.match(output, /locales\/es-ES\.po:\d+: "[^"]+": no translation/)
  assert.match(output, '✘ npm run check: fix the translation catalogs (npm run i18n:check) above.')
})

test.run()
