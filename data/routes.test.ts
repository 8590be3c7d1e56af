import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { laterNewsListPages, newsPerPage } from './routes'

test('past a page of articles, the news list has later pages, each in the languages whose articles reach it', () => {
  // 30 articles in English, one page and one article in Portuguese, none in Spanish.
  const later = laterNewsListPages(
    new Map([
      ['en-us', 30],
      ['pt-br', newsPerPage + 1],
      ['es-es', 0],
    ]),
  )
  const englishPages = Math.ceil(30 / newsPerPage)
  assert.equal(
    later,
    Array.from({ length: englishPages - 1 }, (_, i) => ({ path: `/noticias/pagina/${i + 2}`, locales: i === 0 ? ['en-us', 'pt-br'] : ['en-us'] })),
  )
})

test('while every language’s articles fit one page, the news list has no later page', () => {
  assert.equal(
    laterNewsListPages(
      new Map([
        ['pt-br', newsPerPage],
        ['en-us', 1],
        ['es-es', 0],
      ]),
    ),
    [],
  )
})

test.run()
