import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import postcss from 'postcss'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { pruneStylesheet, requiredClasses, splitPageStylesheets } from './pageStylesheets'

test('a selector needs its classes, but not those it negates or offers as alternatives', () => {
  assert.equal(requiredClasses('.card .title:hover'), ['card', 'title'])
  assert.equal(requiredClasses('.menu[data-open="true"] > .item'), ['menu', 'item'])
  assert.equal(requiredClasses('.field:not(.valid)'), ['field'])
  assert.equal(requiredClasses(':is(.a, .b) p'), [])
  assert.equal(requiredClasses('#root:not(:has(~ *))'), [])
  assert.equal(requiredClasses('a[href$=".pdf"]'), [])
})

const stylesheet = postcss.parse(
  [
    'body{margin:0}',
    '.shown{color:red}',
    '.absent{color:blue}',
    '.shown,.absent{padding:0}',
    '@media (min-width:40em){.absent{display:none}.shown .absent{gap:0}}',
    '@media (min-width:60em){.shown{display:grid}}',
    '@font-face{font-family:X;src:url(x.woff2)}',
    '@keyframes spin{from{opacity:0}to{opacity:1}}',
  ].join(''),
)

test('rules whose classes the page has stay, the others go, and with them an @media left empty', () => {
  const css = pruneStylesheet(stylesheet, new Set(['shown']))
  assert.match(css, 'body{margin:0}')
  assert.match(css, '.shown{color:red}')
  assert.match(css, '.shown{padding:0}')
  assert.match(css, '@media (min-width:60em){.shown{display:grid}}')
  assert.match(css, '@font-face')
  assert.match(css, '@keyframes spin{from{opacity:0}to{opacity:1}}')
  assert.not.match(css, 'absent')
  assert.not.match(css, 'min-width:40em')
})

test('the stylesheet parsed once serves every page: pruning leaves it whole', () => {
  pruneStylesheet(stylesheet, new Set())
  assert.match(stylesheet.toString(), '.absent{color:blue}')
})

const dir = mkdtempSync(join(tmpdir(), 'tecto-page-css-'))
test.after(() => rmSync(dir, { recursive: true, force: true }))

/** Two pages and a script: the home page's island can open a menu whose class only its script names. */
const site = {
  'assets/static/style.Ab1.css': '.hero{color:red}.menuOpen{display:block}.formError{color:red}',
  'pt-br/index.html':
    '<link rel="stylesheet" type="text/css" href="/assets/static/style.Ab1.css"><div class="hero"></div><script type="module" src="/assets/entries/client.Cd2.js"></script>',
  'en-us/index.html':
    '<link rel="stylesheet" type="text/css" href="/assets/static/style.Ab1.css"><div class="hero"></div><script type="module" src="/assets/entries/client.Cd2.js"></script>',
  'pt-br/contato/index.html': '<link rel="stylesheet" type="text/css" href="/assets/static/style.Ab1.css"><p class="formError"></p>',
  'assets/entries/client.Cd2.js': 'const open = () => import("../chunks/chunk-Menu3.js")',
  'assets/chunks/chunk-Menu3.js': 'export const className = `menuOpen`',
}

test('each page links a stylesheet of the rules it and its scripts can use; pages alike share one; the whole one stays', () => {
  for (const [file, text] of Object.entries(site)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  const written = splitPageStylesheets(dir)
  assert.is(written.length, 2)
  const linked = (page: string) => /href="\/([^"]+\.css)"/.exec(readFileSync(join(dir, page), 'utf8'))![1]!
  assert.is(linked('pt-br/index.html'), linked('en-us/index.html'))
  assert.is.not(linked('pt-br/index.html'), linked('pt-br/contato/index.html'))
  assert.is(readFileSync(join(dir, linked('pt-br/index.html')), 'utf8'), '.hero{color:red}.menuOpen{display:block}')
  assert.is(readFileSync(join(dir, linked('pt-br/contato/index.html')), 'utf8'), '.formError{color:red}')
  // The lead server's form pages, rendered again to answer a refused post, link it.
  assert.equal(readdirSync(join(dir, 'assets/static')).sort(), ['style.Ab1.css', ...written.map((file) => file.replace('assets/static/', ''))].sort())
})

test.run()
