import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { officialPartners } from '../../../data/partners'
import { renderToDocument } from '../../../tests/render'
import { HomeHero } from './HomeHero'

/** Parses markup into a detached element, to query it like a page. */
async function hero(locale: 'en-us' | 'es-es' | 'pt-br') {
  const element = await renderToDocument(<HomeHero />, { locale })
  return element
}

test('the three calls to action lead to contact, the services section and the AI products, in the page language', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const links = [...(await hero(locale)).querySelectorAll('a')].map((a) => a.getAttribute('href'))
    assert.equal(links, [`/${locale}/contato`, '#servicos', `/${locale}/produtos-de-ia`])
  }
})

test('the hero has the page h1, its lead and English button labels as source text', async () => {
  const element = await hero('en-us')
  assert.is(element.querySelectorAll('h1').length, 1)
  assert.match(element.querySelector('h1')!.textContent!, 'Software that moves your business forward')
  assert.match(element.textContent!, 'startups, fintechs and large companies')
  assert.equal(
    [...element.querySelectorAll('a')].map((a) => a.textContent),
    ['Learn more', 'Our services', 'Check out our products'],
  )
})

test('the illustration is decorative, sized and fetched first; the official partners are named', async () => {
  for (const locale of ['en-us', 'pt-br'] as const) {
    const element = await hero(locale)
    const illustration = element.querySelector('img[src="/images/home/hero.svg"]')!
    assert.is(illustration.getAttribute('alt'), '')
    assert.is(illustration.getAttribute('width'), '560')
    assert.is(illustration.getAttribute('height'), '480')
    assert.is(illustration.getAttribute('fetchpriority'), 'high')
    const logos = [...element.querySelectorAll('svg[role="img"]')]
    assert.equal(
      logos.map((svg) => svg.getAttribute('aria-label')),
      officialPartners.map((p) => p.name),
    )
    assert.ok(logos.every((svg) => svg.getAttribute('width') === '120' && svg.getAttribute('height') === '40'))
    assert.ok(
      logos.every((svg) => svg.querySelector('text')?.getAttribute('fill') === '#ffffff'),
      'white wordmarks, drawn inline',
    )
  }
  const english = await hero('en-us')
  assert.equal(
    [...english.querySelectorAll('svg[role="img"]')].map((svg) => svg.getAttribute('aria-label')),
    ['Meta', 'Google'],
  )
  assert.match(english.textContent!, 'Official partners')
})

test.run()
