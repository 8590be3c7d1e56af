import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { iaNoticiaTopics } from '../../../data/iaNoticia'
import { createI18n } from '../../../locales/i18n'
import { renderToDocument } from '../../../tests/render'
import { TopicTiles } from './TopicTiles'
import * as styles from './TopicTiles.css'

/** The tiles as rendered in a locale. */
async function tiles(locale: 'en-us' | 'pt-br') {
  const root = await renderToDocument(<TopicTiles />, { locale })
  return [...root.querySelectorAll('ul > li')]
}

test('four tiles, all with the same "World" label and each with its own area', async () => {
  const shown = await tiles('en-us')
  assert.is(shown.length, 4)
  assert.equal(
    shown.map((tile) => tile.querySelector(`.${styles.label}`)!.textContent),
    ['World', 'World', 'World', 'World'],
  )
  assert.equal(
    shown.map((tile) => tile.querySelector(`.${styles.subtitle}`)!.textContent),
    ['Global economy and markets', 'Climate, energy and the environment', 'Science and technology', 'Diplomacy and international trade'],
  )
})

test('in Portuguese, the four labels are alike and the areas come from the catalog', async () => {
  const i18n = await createI18n('pt-br')
  const shown = await tiles('pt-br')
  assert.is(shown.length, 4)
  assert.is(new Set(shown.map((tile) => tile.querySelector(`.${styles.label}`)!.textContent)).size, 1)
  assert.equal(
    shown.map((tile) => tile.querySelector(`.${styles.subtitle}`)!.textContent),
    iaNoticiaTopics.map((topic) => i18n._(topic.subtitle)),
  )
})

test('each tile has its own colour and a decorative globe with its size set', async () => {
  const shown = await tiles('en-us')
  assert.equal(
    shown.map((tile) => tile.getAttribute('data-topic')),
    iaNoticiaTopics.map((topic) => topic.id),
  )
  assert.equal(
    shown.map((tile) => tile.classList.contains(styles.palette[tile.getAttribute('data-topic') as keyof typeof styles.palette])),
    [true, true, true, true],
  )
  for (const img of shown.map((tile) => tile.querySelector('img')!)) {
    assert.is(img.getAttribute('alt'), '')
    assert.is(img.getAttribute('width'), '40')
    assert.is(img.getAttribute('height'), '40')
  }
})

test.run()
