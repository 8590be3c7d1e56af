import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { msg } from '@lingui/core/macro'
import { carouselServiceOrder, services } from '../../data/services'
import { createI18n } from '../../locales/i18n'
import { interact, render, renderToHtml } from '../../tests/render'
import { ServicesCarousel, servicesCarouselLayout } from './ServicesCarousel'

const ordered = [...carouselServiceOrder, ...services.map((s) => s.id).filter((id) => !carouselServiceOrder.includes(id as never))].map(
  (id) => services.find((s) => s.id === id)!,
)

/** The slides' accessible names, "N of M", as the locale must say them; Spanish from its catalog, still being translated. */
async function slideNames(locale: 'pt-br' | 'en-us' | 'es-es') {
  const spanish = await createI18n('es-es')
  const total = services.length
  return Array.from({ length: total }, (_, i) => {
    const number = i + 1
    return { 'pt-br': `${number} de ${total}`, 'en-us': `${number} of ${total}`, 'es-es': spanish._(msg`${number} of ${total}`) }[locale]
  })
}

test('one slide per service, in the carousel order (the services it does not list last), linking in the page language', async () => {
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const { container, unmount } = await render(<ServicesCarousel />, { locale })
    const slides = [...container.querySelectorAll('[role="group"]')]
    assert.is(slides.length, services.length, locale)
    assert.equal(
      slides.map((s) => s.getAttribute('aria-label')),
      await slideNames(locale),
      locale,
    )
    const links = slides.map((s) => s.querySelector('a')!)
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      ordered.map((s) => `/${locale}/servicos/${s.slug}`),
      locale,
    )
    assert.equal(
      links.map((a) => a.textContent),
      ordered.map((s) => i18n._(s.title)),
      locale,
    )
    assert.equal(
      slides.map((s) => s.querySelector('img')!.getAttribute('src')),
      ordered.map((s) => s.img),
    )
    unmount()
  }
})

test('the first slide is artificial intelligence, the last APIs (docs/product/pages.md)', async () => {
  const { container, unmount } = await render(<ServicesCarousel />, { locale: 'en-us' })
  const hrefs = [...container.querySelectorAll('[role="group"] a')].map((a) => a.getAttribute('href'))
  assert.is(hrefs[0], '/en-us/servicos/inteligencia-artificial')
  assert.is(hrefs[6], '/en-us/servicos/apis')
  assert.match(container.textContent ?? '', 'Artificial intelligence')
  unmount()
})

test('previous is disabled at the start and next enables it', async () => {
  const { container, unmount } = await render(<ServicesCarousel />, { locale: 'en-us' })
  const previous = container.querySelector('button[aria-label="Previous services"]')!
  const next = container.querySelector('button[aria-label="Next services"]')!
  assert.is(previous.getAttribute('aria-disabled'), 'true')
  await interact(() => (next as HTMLButtonElement).click())
  assert.is(previous.getAttribute('aria-disabled'), 'false')
  unmount()
})

test('4 per view with 32 px above 1024 px, 2 with 16 px up to it, 1 with 16 px up to 640 px (docs/product/rules.md)', () => {
  assert.equal(servicesCarouselLayout, {
    base: { perView: 1, spacing: 16 },
    sm: { perView: 2, spacing: 16 },
    md: { perView: 4, spacing: 32 },
  })
})

test('the prerendered HTML carries the per-view numbers and has no glider yet', async () => {
  const html = await renderToHtml(<ServicesCarousel />, { locale: 'pt-br' })
  assert.match(html, 'aria-roledescription="carrossel"')
  assert.match(html, 'href="/pt-br/servicos/plataforma-web"')
  assert.not.match(html, 'glider-track')
  // The CSS variables for 1, 2 and 4 per view and 16 and 32 px gaps are set inline.
  assert.ok(
    [':1;', ':2;', ':4;', ':16px;', ':32px'].every((value) => html.includes(value)),
    html.slice(0, 600),
  )
})

test.run()
