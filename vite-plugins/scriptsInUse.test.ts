import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { removeUnusedScripts, scriptsInUse } from './scriptsInUse'

const dir = mkdtempSync(join(tmpdir(), 'tecto-scripts-'))
test.after(() => rmSync(dir, { recursive: true, force: true }))

/** A small client folder shaped like the build's: two pages, the entry, chunks, a worker and vike's unused entries. */
const site = {
  'pt-br/index.html': '<script src="/assets/entries/renderer_client.Ab1.js" type="module"></script>',
  'pt-br/contato/index.html':
    '<link rel="modulepreload" href="/assets/chunks/chunk-Form2.js"><script src="/assets/entries/renderer_client.Ab1.js" type="module"></script>',
  'assets/entries/renderer_client.Ab1.js': 'import "../chunks/chunk-Site3.js"; const island = () => import("../chunks/chunk-Menu4.js")',
  'assets/chunks/chunk-Site3.js': 'export const site = 1',
  'assets/chunks/chunk-Menu4.js': 'import { site } from "./chunk-Site3.js"',
  'assets/chunks/chunk-Form2.js': 'new Worker(new URL("/assets/solve.worker-Wk5.js", import.meta.url))',
  'assets/solve.worker-Wk5.js': 'self.onmessage = () => {}',
  'assets/entries/entry-server-routing.Rt6.js': 'import("./pages_index.Pg7.js")',
  'assets/entries/pages_index.Pg7.js': 'import "./entry-server-routing.Rt6.js"',
  'assets/entries/pages_index.Pg7.js.br': 'compressed',
  'images/logo.svg': '<svg/>',
}

/** Folders vike leaves empty (its manifest's `.vite`) or that hold nothing once unused scripts go. */
const emptyFolders = ['.vite', 'assets/old']

test.before(() => {
  for (const [file, text] of Object.entries(site)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  for (const folder of emptyFolders) mkdirSync(join(dir, folder), { recursive: true })
})

test('a script is in use when a page names it, or a script in use imports it, loads it later or starts it as a worker', () => {
  assert.equal([...scriptsInUse(dir)].sort(), [
    'assets/chunks/chunk-Form2.js',
    'assets/chunks/chunk-Menu4.js',
    'assets/chunks/chunk-Site3.js',
    'assets/entries/renderer_client.Ab1.js',
    'assets/solve.worker-Wk5.js',
  ])
})

test('scripts that only name each other, and their compressed copies, are removed; nothing else is', () => {
  assert.equal(removeUnusedScripts(dir).sort(), ['assets/entries/entry-server-routing.Rt6.js', 'assets/entries/pages_index.Pg7.js'])
  assert.not.ok(existsSync(join(dir, 'assets/entries/pages_index.Pg7.js.br')))
  for (const kept of ['assets/entries/renderer_client.Ab1.js', 'assets/solve.worker-Wk5.js', 'images/logo.svg', 'pt-br/index.html']) {
    assert.ok(existsSync(join(dir, kept)), kept)
  }
  assert.equal(removeUnusedScripts(dir), [], 'a second pass finds nothing more')
  for (const folder of emptyFolders) assert.not.ok(existsSync(join(dir, folder)), folder)
  assert.ok(existsSync(join(dir, 'assets/entries')), 'a folder with a script left stays')
})

test.run()
