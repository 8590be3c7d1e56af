import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToDocument } from '../../tests/render'
import { locales } from '../../data/locales'
import { Flag } from './Flag'
import { FlagSymbols } from './FlagSymbols'

test('the page carries one symbol per language, drawn from its file, that fills any box as a cover would', async () => {
  const page = await renderToDocument(<FlagSymbols />)
  const symbols = [...page.querySelectorAll('symbol')]
  assert.equal(
    symbols.map((symbol) => symbol.id),
    locales.map(({ flag }) => `flag-${flag}`),
  )
  const viewBox = (flag: string) => /viewBox="([^"]+)"/.exec(readFileSync(new URL(`../../assets/flags/${flag}.svg`, import.meta.url), 'utf8'))![1]
  assert.equal(
    symbols.map((symbol) => symbol.getAttribute('viewBox')),
    locales.map(({ flag }) => viewBox(flag)),
  )
  assert.ok(symbols.every((symbol) => symbol.getAttribute('preserveAspectRatio') === 'xMidYMid slice'))
  assert.is(page.querySelector('svg')!.getAttribute('aria-hidden'), 'true')
})

test('the ids inside the flags are their own, and every reference finds its target', async () => {
  const page = await renderToDocument(<FlagSymbols />)
  const ids = [...page.querySelectorAll('[id]')].map((element) => element.id)
  assert.is(new Set(ids).size, ids.length, 'no id twice on a page')
  assert.ok(ids.includes('flag-us-p') && ids.includes('flag-br-d'), ids.join(' '))
  const html = page.innerHTML
  const references = [...html.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((match) => match[1] ?? match[2])
  assert.ok(references.length > 0)
  for (const reference of references) assert.ok(ids.includes(reference!), `#${reference} exists`)
})

test('a flag draws its language symbol at the size asked, hidden from screen readers', async () => {
  for (const { flag } of locales) {
    const svg = (await renderToDocument(<Flag flag={flag} width={20} height={15} />)).querySelector('svg')!
    assert.is(svg.querySelector('use')!.getAttribute('href'), `#flag-${flag}`)
    assert.is(svg.getAttribute('width'), '20')
    assert.is(svg.getAttribute('height'), '15')
    assert.is(svg.getAttribute('aria-hidden'), 'true')
  }
})

test.run()
