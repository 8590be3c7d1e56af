import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { wide } from '../../components/ServiceCard/ServiceCard.css'
import { officialPartners } from '../../data/partners'
import { services } from '../../data/services'
import { transformCards } from '../../data/transformCards'
import { createI18n } from '../../locales/i18n'
import { renderToDocument } from '../../tests/render'
import Page from './+Page'

/** The home page in a locale, parsed for querying. */
const home = (locale: 'en-us' | 'es-es' | 'pt-br') => renderToDocument(<Page />, { locale })

/** One section of the home page in a locale, by the id of its heading. */
const section = async (locale: 'en-us' | 'es-es' | 'pt-br', titleId: string) =>
  (await home(locale)).querySelector<HTMLElement>(`section[aria-labelledby="${titleId}"]`)!

/** The accessible name that `aria-labelledby` gives an element. */
function labelledName(root: HTMLElement, element: Element) {
  return (element.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => root.querySelector(`#${id}`)?.textContent?.trim())
    .join(' ')
}

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

test('the hero has the page h1, its lead and English button labels as source text', async () => {
  const element = await section('en-us', 'home-hero-title')
  assert.match(element.querySelector('h1')!.textContent!, 'Software that moves your business forward')
  assert.match(element.textContent!, 'startups, fintechs and large companies')
  assert.equal(
    [...element.querySelectorAll('a')].map((a) => a.textContent),
    ['Learn more', 'Our services', 'Check out our products'],
  )
})

test('the hero illustration is decorative, sized and fetched first; the official partners are named', async () => {
  for (const locale of ['en-us', 'pt-br'] as const) {
    const element = await section(locale, 'home-hero-title')
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
  const english = await section('en-us', 'home-hero-title')
  assert.equal(
    [...english.querySelectorAll('svg[role="img"]')].map((svg) => svg.getAttribute('aria-label')),
    ['Meta', 'Google'],
  )
  assert.match(english.textContent!, 'Official partners')
})

test('three transform cards, each "How?" button leading to its page in the page language', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const links = [...(await section(locale, 'transform-title')).querySelectorAll('li a')].map((a) => a.getAttribute('href'))
    assert.equal(links, [`/${locale}/inteligencia-artificial`, `/${locale}/fabrica-de-software`, `/${locale}/contrate`])
  }
})

test('each transform card shows its translated sentence, and its button is named after it', async () => {
  for (const locale of ['en-us', 'pt-br'] as const) {
    const i18n = await createI18n(locale)
    const root = await section(locale, 'transform-title')
    const cards = [...root.querySelectorAll('li')]
    assert.equal(
      cards.map((card) => card.querySelector('h3')!.textContent),
      transformCards.map((c) => i18n._(c.title)),
    )
    assert.equal(
      cards.map((card) => card.querySelector('p')!.textContent),
      transformCards.map((c) => i18n._(c.description)),
    )
    for (const card of cards) {
      const button = card.querySelector('a')!
      assert.is(
        labelledName(root, button),
        `${root.querySelector(`#${button.getAttribute('aria-labelledby')!.split(' ')[0]}`)!.textContent} ${card.querySelector('h3')!.textContent}`,
      )
    }
  }
  const root = await section('en-us', 'transform-title')
  assert.is(labelledName(root, root.querySelector('li a')!), 'How? Create an AI for your business')
})

test('each transform card draws its icon inline, hidden from screen readers, its gradient under an id of its own', async () => {
  const root = await section('pt-br', 'transform-title')
  assert.is(root.querySelectorAll('li img').length, 0)
  const icons = [...root.querySelectorAll('li > svg')]
  assert.is(icons.length, transformCards.length)
  for (const icon of icons) {
    assert.is(icon.getAttribute('aria-hidden'), 'true')
    assert.is(icon.getAttribute('width'), '64')
    const fill = icon.querySelector('[fill^="url(#"]')!.getAttribute('fill')!
    assert.ok(icon.querySelector(`[id="${fill.slice(5, -1)}"]`), fill)
  }
  const ids = icons.flatMap((icon) => [...icon.querySelectorAll('[id]')].map((element) => element.id))
  assert.is(new Set(ids).size, ids.length)
})

test('the next-level call leads to the contact page, its key figures in large type in the page language, each with its plural label', async () => {
  const itemsIn = async (locale: 'en-us' | 'pt-br') => {
    const root = await section(locale, 'next-level-title')
    assert.equal(
      [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      [`/${locale}/contato`],
    )
    return [...root.querySelectorAll('li')].map((item) => ({
      figure: item.querySelector('strong')?.textContent?.replace(/\s/g, ' '),
      text: item.textContent?.replace(/\s/g, ' '),
    }))
  }
  const english = await itemsIn('en-us')
  assert.equal(
    english.slice(0, 3).map((item) => item.figure),
    ['1,000+', '3', '10+'],
  )
  assert.match(english[3]!.figure!, /^\$6M\+$/)
  assert.equal(
    english.map((item) => item.text),
    [
      '1,000+ qualified professionals in our network',
      '3 business days or less to match you with the right professional',
      '10+ years of leadership experience',
      `${english[3]!.figure} in projects delivered every year`,
    ],
  )
  const portuguese = await itemsIn('pt-br')
  assert.is(portuguese[0]!.figure, '1.000+')
  assert.is(portuguese[1]!.text, '3 dias úteis ou menos para encontrar o profissional certo para você')
})

test.run()
