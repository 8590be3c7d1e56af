import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildApp } from './app'

// The deploying guide gives static hosts the headers this server sends (a `_headers` block, as Netlify and
// Cloudflare Pages read it): this test keeps the two from drifting apart.
const guideFile = 'docs/operating/deploying.md'
const guide = readFileSync(new URL(`../${guideFile}`, import.meta.url), 'utf8')

/** The `Name: value` lines of one of the guide's headers blocks (`security-headers`, `editor-headers`). */
function documentedHeaders(marker = 'security-headers'): Map<string, string> {
  const block = new RegExp(`<!-- ${marker} -->\\s*\`\`\`text\\n([\\s\\S]*?)\`\`\``).exec(guide)?.[1]
  if (!block) throw new Error(`${guideFile} has no <!-- ${marker} --> block`)
  const lines = block.split('\n').filter((line) => /^\s+\S+: /.test(line))
  return new Map(
    lines.map((line) => {
      const [name, ...value] = line.trim().split(': ')
      return [name!.toLowerCase(), value.join(': ')]
    }),
  )
}

const dir = mkdtempSync(join(tmpdir(), 'tecto-static-host-headers-'))
mkdirSync(join(dir, 'pt-br'))
writeFileSync(join(dir, 'pt-br', 'index.html'), '<!doctype html><html lang="pt-BR"><title>Tecto</title></html>')
mkdirSync(join(dir, 'admin'))
writeFileSync(join(dir, 'admin', 'index.html'), '<!doctype html><html lang="en"><title>Tecto content editor</title></html>')
const app = await buildApp({ clientDir: dir })
test.after(async () => {
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})

test('the deploying guide lists the security headers a static host must send', () => {
  const names = [...documentedHeaders().keys()]
  for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy']) {
    assert.ok(names.includes(name), `${name} missing from ${guideFile}`)
  }
})

test('each header in the deploying guide has exactly the value the server sends', async () => {
  const { headers } = await app.inject('/pt-br')
  for (const [name, value] of documentedHeaders()) assert.is(value, headers[name], name)
})

test("the content editor's headers in the deploying guide are the ones the server sends for /admin/", async () => {
  const { headers } = await app.inject('/admin/')
  const documented = documentedHeaders('editor-headers')
  for (const name of ['content-security-policy', 'cross-origin-opener-policy', 'x-robots-tag', 'cache-control']) assert.ok(documented.has(name), name)
  for (const [name, value] of documented) assert.is(value, headers[name], name)
})

test.run()
