import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { newsIn } from '../../../data/news'
import { renderToDocument } from '../../../tests/render'
import { OtherNews } from './OtherNews'

test('the other articles under a heading, in the page language', async () => {
  for (const [locale, heading] of [
    ['en-us', 'Other news'],
    ['es-es', 'Otras noticias'],
  ] as const) {
    const articles = newsIn(locale).slice(0, 2)
    const root = await renderToDocument(<OtherNews articles={articles} />, { locale })
    assert.is(root.querySelector('h2')!.textContent, heading)
    assert.is(root.querySelectorAll('li').length, articles.length)
  }
})

test('an article alone in its language gets no empty section', async () => {
  const root = await renderToDocument(<OtherNews articles={[]} />, { locale: 'pt-br' })
  assert.is(root.innerHTML, '')
})

test.run()
