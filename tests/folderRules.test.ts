import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fileURLToPath } from 'node:url'
import { folderViolations, importSpecifiers, longFiles, repositorySources } from './folderRules'

const root = fileURLToPath(new URL('..', import.meta.url))

test('every import of the repository keeps the folder rules', () => {
  const sources = repositorySources(root)
  assert.ok(sources.length > 300, `read the sources (${sources.length} files)`)
  const violations = folderViolations(sources)
  assert.equal(violations, [], `\n${violations.join('\n')}\n(see docs/architecture/folders.md)`)
})

test('no file of the UI or the server is over 250 lines', () => {
  assert.equal(longFiles(repositorySources(root)), [])
})

test('the length check counts lines, and leaves tests and other folders alone', () => {
  const lines = (count: number) => 'x\n'.repeat(count)
  const found = longFiles([
    { path: 'server/long.ts', text: lines(251) },
    { path: 'components/X/X.tsx', text: lines(250) },
    { path: 'server/long.test.ts', text: lines(400) },
    { path: 'data/countries.ts', text: lines(400) },
  ])
  assert.equal(found, ['server/long.ts: 251 lines, over 250'])
})

test('the check sees static, type, dynamic and glob imports', () => {
  const text = [
    "import type { A } from '../renderer/a'",
    "import { b } from './b'",
    "export { c } from '../c'",
    "const d = await import('../d')",
    "import '../e.css'",
    "const f = import.meta.glob('../f/**/*.tsx')",
  ].join('\n')
  assert.equal(importSpecifiers(text), ['../renderer/a', './b', '../c', '../d', '../e.css', '../f/**/*.tsx'])
})

test('it reports a component reaching into renderer/, the server into build/ and the bench into tests/', () => {
  const violations = folderViolations([
    { path: 'components/X/X.tsx', text: "import { usePageContext } from '../../renderer/usePageContext'" },
    { path: 'server/x.ts', text: "import { listFiles } from '../build/listFiles'" },
    { path: 'bench/x.ts', text: "import { freePort } from '../tests/support/postgres'" },
    { path: 'renderer/x.tsx', text: "import { Layout } from '../components/Layout/Layout'" },
    { path: 'components/X/X.test.tsx', text: "import { render } from '../../tests/render'" },
  ])
  assert.equal(violations, [
    "components/X/X.tsx imports '../../renderer/usePageContext': components/ may not import renderer/",
    "server/x.ts imports '../build/listFiles': server/ may not import build/",
    "bench/x.ts imports '../tests/support/postgres': bench/ may not import tests/",
  ])
})

test('a new top-level folder must be given its rule', () => {
  assert.equal(folderViolations([{ path: 'lib/x.ts', text: '' }]), ['lib/x.ts: the folder lib/ has no rule in tests/folderRules.ts'])
})

test.run()
