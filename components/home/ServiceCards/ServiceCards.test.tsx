import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { services } from '../../../data/services'
import { createI18n } from '../../../locales/i18n'
import { renderToDocument } from '../../../tests/render'
import { ServiceCards } from './ServiceCards'
import * as styles from '../../ServiceCard/ServiceCard.css'

/** The rendered section in a locale. */
async function section(locale: 'en-us' | 'es-es') {
  const root = await renderToDocument(<ServiceCards />, { locale })
  return root
}

test('the section is the "#servicos" anchor target', async () => {
  assert.ok((await section('en-us')).querySelector('section#servicos'))
})

test('one card per service, linking to its page in the page language, with its translated title and description', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const cards = [...(await section(locale)).querySelectorAll('li')]
    assert.is(cards.length, services.length)
    assert.equal(
      cards.map((c) => c.querySelector('h3 a')!.getAttribute('href')),
      services.map((s) => `/${locale}/servicos/${s.slug}`),
    )
    assert.equal(
      cards.map((c) => c.querySelector('h3')!.textContent),
      services.map((s) => i18n._(s.title)),
    )
    assert.equal(
      cards.map((c) => c.querySelector('p')!.textContent),
      services.map((s) => i18n._(s.description)),
    )
  }
  const english = await section('en-us')
  assert.is(english.querySelector('h3')!.textContent, 'Web platforms')
})

test('only the last card spans the full width', async () => {
  const cards = [...(await section('en-us')).querySelectorAll('li')]
  assert.equal(
    cards.map((c) => c.classList.contains(styles.wide)),
    services.map((_, index) => index === services.length - 1),
  )
})

test('every card image exists, has its size and lazy loading', async () => {
  for (const img of (await section('en-us')).querySelectorAll('li img')) {
    const src = img.getAttribute('src')!
    assert.ok(existsSync(resolve(import.meta.dirname, '../../../public', src.slice(1))), `${src} exists`)
    assert.is(img.getAttribute('width'), '320')
    assert.is(img.getAttribute('height'), '200')
    assert.is(img.getAttribute('alt'), '', 'decorative: the title beside it names the service')
    assert.is(img.getAttribute('loading'), 'lazy')
  }
})

test.run()
