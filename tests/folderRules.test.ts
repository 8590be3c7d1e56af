import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fileURLToPath } from 'node:url'
import { folderViolations, importSpecifiers, repositorySources } from './folderRules'

const root = fileURLToPath(new URL('..', import.meta.url))

test('every import of the repository keeps the folder rules', () => {
  const sources = repositorySources(root)
  assert.ok(sources.length > 300, `read the sources (${sources.length} files)`)
  const violations = folderViolations(sources)
  assert.equal(violations, [], `\n${violations.join('\n')}\n(see docs/architecture/folders.md)`)
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
