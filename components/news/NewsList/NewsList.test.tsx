import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { newsIn } from '../../../data/news'
import { renderToDocument } from '../../../tests/render'
import { NewsList } from './NewsList'

test('the published articles as cards', async () => {
  const root = await renderToDocument(<NewsList articles={newsIn('en-us')} />, { locale: 'en-us' })
  assert.is(root.querySelectorAll('li').length, newsIn('en-us').length)
})

test('no article published (a production build while every article is a draft): a sentence, in the page language, and no empty list', async () => {
  for (const [locale, expected] of [
    ['en-us', 'There is no news to show yet.'],
    ['pt-br', 'Ainda não há notícias para mostrar.'],
    ['es-es', 'Todavía no hay noticias que mostrar.'],
  ] as const) {
    const root = await renderToDocument(<NewsList articles={[]} />, { locale })
    assert.not.ok(root.querySelector('ul'), locale)
    assert.match(root.querySelector('p')!.textContent!, expected, locale)
  }
})

test.run()
