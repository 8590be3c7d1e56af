import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildApp } from './app'

// The README gives static hosts the headers this server sends (a `_headers` block, as Netlify and Cloudflare
// Pages read it): this test keeps the two from drifting apart.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

/** The `Name: value` lines of the README's headers block. */
function readmeHeaders(): Map<string, string> {
  const block = /<!-- security-headers -->\s*```text\n([\s\S]*?)```/.exec(readme)?.[1]
  if (!block) throw new Error('README.md has no <!-- security-headers --> block')
  const lines = block.split('\n').filter((line) => /^\s+\S+: /.test(line))
  return new Map(lines.map((line) => {
    const [name, ...value] = line.trim().split(': ')
    return [name!.toLowerCase(), value.join(': ')]
  }))
}

const dir = mkdtempSync(join(tmpdir(), 'tecto-readme-headers-'))
mkdirSync(join(dir, 'pt-br'))
writeFileSync(join(dir, 'pt-br', 'index.html'), '<!doctype html><html lang="pt-BR"><title>Tecto</title></html>')
const app = await buildApp({ clientDir: dir })
test.after(async () => {
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})

test('the README lists the security headers the issue asks for', () => {
  const names = [...readmeHeaders().keys()]
  for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy']) {
    assert.ok(names.includes(name), `${name} missing from README`)
  }
})

test('each header in the README has exactly the value the server sends', async () => {
  const { headers } = await app.inject('/pt-br')
  for (const [name, value] of readmeHeaders()) assert.is(value, headers[name], name)
})

test.run()
