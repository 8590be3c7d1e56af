import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { aiBenefits } from '../../data/aiBenefits'
import type { Locale } from '../../data/locales'
import { createI18n } from '../../locales/i18n'
import { renderToDocument } from '../../tests/render'
import Page from './+Page'

/** The AI page in a locale, parsed for querying. */
const aiPage = (locale: Locale) => renderToDocument(<Page />, { locale })

test('the sections come in the order of docs/product/pages.md, each named by its heading, under one h1', async () => {
  const root = await aiPage('en-us')
  assert.is(root.querySelectorAll('h1').length, 1)
  const sections = [...root.querySelectorAll('section')].map((s) => s.getAttribute('aria-labelledby'))
  assert.equal(sections, [
    'ai-hero-title',
    'ai-solutions-title',
    'ai-key-title',
    'ai-benefits-title',
    'ai-silicon-valley-title',
    'ai-necessity-title',
    'ai-innovation-title',
    'ai-closing-title',
  ])
  for (const id of sections) assert.ok(root.querySelector(`#${id}`), `#${id} exists`)
  assert.is(root.querySelector('section:last-of-type img')!.getAttribute('src'), '/images/ai/closing.svg', 'the closing image')
})

test('a row of five benefit cards, each with its icon, title and description', async () => {
  for (const locale of ['en-us', 'pt-br'] as const) {
    const i18n = await createI18n(locale)
    const cards = [...(await aiPage(locale)).querySelectorAll('section[aria-labelledby="ai-benefits-title"] li')]
    assert.is(cards.length, 5, locale)
    assert.equal(
      cards.map((c) => c.querySelector('img')!.getAttribute('src')),
      aiBenefits.map((b) => b.icon),
    )
    assert.equal(
      cards.map((c) => c.querySelector('h3')!.textContent),
      aiBenefits.map((b) => i18n._(b.title)),
    )
    assert.equal(
      cards.map((c) => c.querySelector('p')!.textContent),
      aiBenefits.map((b) => i18n._(b.description)),
    )
  }
})

test('the two solution cards and every call to action lead to pages in the page language', async () => {
  for (const locale of ['es-es', 'pt-br'] as const) {
    const root = await aiPage(locale)
    const solutions = [...root.querySelectorAll('section[aria-labelledby="ai-solutions-title"] li')]
    assert.is(solutions.length, 2)
    assert.equal(
      solutions.map((card) => card.querySelector('a')!.getAttribute('href')),
      [`/${locale}/servicos/inteligencia-artificial`, `/${locale}/produtos-de-ia`],
    )
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')!)
    assert.ok(
      hrefs.every((href) => href.startsWith(`/${locale}/`)),
      hrefs.join(' '),
    )
    assert.ok(root.querySelector(`#ai-hero-title ~ div a[href="/${locale}/contato"]`), 'the hero asks to talk')
    assert.ok(root.querySelector(`section[aria-labelledby="ai-closing-title"] a[href="/${locale}/contato"]`), 'the close asks to talk')
  }
})

test('the page borrows translated words where they exist: "Innovation" is Portuguese in pt-br', async () => {
  const eyebrow = (root: HTMLElement) => root.querySelector('section[aria-labelledby="ai-innovation-title"] p')!.textContent
  assert.is(eyebrow(await aiPage('en-us')), 'Innovation')
  assert.is(eyebrow(await aiPage('pt-br')), 'Inovação')
})

test('every image has a file, a size and an alt attribute', async () => {
  const images = [...(await aiPage('en-us')).querySelectorAll('img')]
  assert.is(images.length, 1 + 2 + 5 + 1 + 1 + 1)
  for (const img of images) {
    const src = img.getAttribute('src')!
    assert.ok(src.startsWith('/images/ai/'), src)
    assert.ok(existsSync(resolve(import.meta.dirname, '../../public', src.slice(1))), src)
    assert.ok(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0, src)
    assert.ok(img.hasAttribute('alt'), src)
  }
})

test.run()
