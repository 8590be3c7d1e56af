import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { transformCards } from '../../../data/transformCards'
import { createI18n } from '../../../locales/i18n'
import { renderToDocument } from '../../../tests/render'
import { TransformCards } from './TransformCards'

/** The accessible name that `aria-labelledby` gives an element. */
function labelledName(root: HTMLElement, element: Element) {
  return (element.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => root.querySelector(`#${id}`)?.textContent?.trim())
    .join(' ')
}

test('three cards, each "How?" button leading to its page in the page language', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const root = await renderToDocument(<TransformCards />, { locale })
    const links = [...root.querySelectorAll('li a')].map((a) => a.getAttribute('href'))
    assert.equal(links, [`/${locale}/inteligencia-artificial`, `/${locale}/fabrica-de-software`, `/${locale}/contrate`])
  }
})

test('each card shows its translated sentence, and its button is named after it', async () => {
  for (const locale of ['en-us', 'pt-br'] as const) {
    const i18n = await createI18n(locale)
    const root = await renderToDocument(<TransformCards />, { locale })
    const cards = [...root.querySelectorAll('li')]
    assert.equal(
      cards.map((card) => card.querySelector('h3')!.textContent),
      transformCards.map((c) => i18n._(c.title)),
    )
    assert.equal(
      cards.map((card) => card.querySelector('p')!.textContent),
      transformCards.map((c) => i18n._(c.text)),
    )
    for (const card of cards) {
      const button = card.querySelector('a')!
      assert.is(
        labelledName(root, button),
        `${root.querySelector(`#${button.getAttribute('aria-labelledby')!.split(' ')[0]}`)!.textContent} ${card.querySelector('h3')!.textContent}`,
      )
    }
  }
  const root = await renderToDocument(<TransformCards />, { locale: 'en-us' })
  assert.is(labelledName(root, root.querySelector('li a')!), 'How? Create an AI for your business')
})

test('each card draws its icon inline, hidden from screen readers, its gradient under an id of its own', async () => {
  const root = await renderToDocument(<TransformCards />, { locale: 'pt-br' })
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

test.run()
