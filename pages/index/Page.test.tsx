import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { wide } from '../../components/ServiceCard/ServiceCard.css'
import { services } from '../../data/services'
import { renderToDocument } from '../../tests/render'
import Page from './+Page'

/** The home page in a locale, parsed for querying. */
const home = (locale: 'en-us' | 'es-es' | 'pt-br') => renderToDocument(<Page />, { locale })

test('the hero\'s three calls to action have localized hrefs, and "#servicos" lands on the services section', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const root = await home(locale)
    const hero = root.querySelector('section')!
    assert.equal(
      [...hero.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      [`/${locale}/contato`, '#servicos', `/${locale}/produtos-de-ia`],
    )
    assert.is(root.querySelectorAll('#servicos').length, 1)
    assert.ok(root.querySelector('#servicos')!.querySelector('h2'))
  }
})

test('the sections come in the order of docs/product/pages.md, under one h1', async () => {
  const root = await home('en-us')
  assert.is(root.querySelectorAll('h1').length, 1)
  assert.equal(
    [...root.querySelectorAll('section')].map((s) => s.getAttribute('aria-labelledby')),
    ['home-hero-title', 'transform-title', 'services-title', 'next-level-title', 'partners-title'],
  )
  for (const section of root.querySelectorAll('section')) {
    assert.ok(root.querySelector(`#${section.getAttribute('aria-labelledby')}`), 'each section is named by its heading')
  }
})

test('a card per service, the last one full width, and 18 partner logos', async () => {
  const root = await home('es-es')
  const cards = [...root.querySelectorAll('#servicos li')]
  assert.is(cards.length, services.length)
  assert.equal(
    cards.map((card) => card.classList.contains(wide)),
    services.map((_, index) => index === services.length - 1),
  )
  assert.is(root.querySelectorAll('section[aria-labelledby="partners-title"] svg[role="img"][aria-label]').length, 18)
  assert.ok(root.querySelector('section[aria-labelledby="next-level-title"] a[href="/es-es/contato"]'))
})

test('every image of the page, a file or drawn inline, has a text alternative or is hidden as decoration, a width and a height', async () => {
  for (const locale of ['pt-br', 'en-us'] as const) {
    const root = await home(locale)
    const images = [...root.querySelectorAll('img, svg[role="img"]')]
    const decorations = [...root.querySelectorAll('section[aria-labelledby="transform-title"] svg[aria-hidden="true"]')]
    assert.ok(images.length >= 25, `${images.length} images`)
    assert.ok(decorations.length >= 3, `${decorations.length} decorations`)
    for (const image of [...images, ...decorations]) {
      const name = image.getAttribute('src') ?? image.outerHTML.slice(0, 80)
      if (image.tagName === 'IMG') assert.ok(image.hasAttribute('alt'), name)
      else assert.ok(Boolean(image.getAttribute('aria-label')) || image.getAttribute('aria-hidden') === 'true', name)
      assert.ok(Number(image.getAttribute('width')) > 0 && Number(image.getAttribute('height')) > 0, name)
    }
  }
})

test.run()
