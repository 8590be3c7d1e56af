import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync } from 'node:fs'
import { createI18n } from '../locales/i18n'
import { publicFile } from '../tests/support/publicFile'
import {
  findIaNoticiaArticle,
  iaNoticiaArticlePath,
  iaNoticiaArticles,
  iaNoticiaSources,
  iaNoticiaTopics,
  paragraphs,
  type IaNoticiaArticle,
} from './iaNoticia'

test('the demo has its one article, about a water utility privatisation, with every field filled', () => {
  assert.is(iaNoticiaArticles.length, 1)
  const article: IaNoticiaArticle = iaNoticiaArticles[0]
  for (const field of ['slug', 'title', 'content', 'grauDeRisco', 'date', 'img'] as const) {
    assert.type(article[field], 'string', field)
    assert.ok(article[field].trim().length > 0, `${field} is filled`)
  }
  assert.match(article.title, /saneamento/i)
  assert.match(article.content, /desestatização|privatização/i)
  assert.ok(paragraphs(article.content).length >= 5, 'a full news text, in paragraphs')
  assert.ok(article.generated.title.length > 20 && article.generated.title !== article.title, 'a title of its own')
  assert.ok(article.generated.summary.length > 200 && article.generated.summary.length < article.content.length / 2, 'a summary, shorter than the text')
  assert.ok(article.tags && article.tags.length > 0 && article.tags.every((tag) => tag.trim() === tag && tag.length > 0))
})

test('every article has a URL-safe unique slug, a relevance range like "8-10", a date and an existing image', () => {
  assert.is(new Set(iaNoticiaArticles.map((a) => a.slug)).size, iaNoticiaArticles.length)
  for (const article of iaNoticiaArticles) {
    assert.match(article.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/)
    const [, low, high] = /^(\d+)-(\d+)$/.exec(article.grauDeRisco) ?? []
    assert.ok(low && high && 0 <= +low && +low <= +high && +high <= 10, `${article.grauDeRisco} is a range within 0-10`)
    assert.match(article.date, /^\d{1,2} de [a-zç]+ de \d{4}$/, 'a date written out in Portuguese')
    assert.ok(existsSync(publicFile(article.img)), `${article.img} exists`)
  }
})

test('an article is found by its slug, and its page lives under /ia-noticia', () => {
  const [article] = iaNoticiaArticles
  assert.is(findIaNoticiaArticle(article.slug), article)
  assert.is(findIaNoticiaArticle('nao-existe'), undefined)
  assert.is(findIaNoticiaArticle(undefined), undefined)
  assert.is(iaNoticiaArticlePath(article.slug), `/ia-noticia/${article.slug}`)
})

test('paragraphs are split on blank lines and trimmed', () => {
  assert.equal(paragraphs('Primeiro.\n\n  Segundo.\n \nTerceiro. '), ['Primeiro.', 'Segundo.', 'Terceiro.'])
})

test('four invented portals, each with its own logo file', () => {
  assert.is(iaNoticiaSources.length, 4)
  assert.is(new Set(iaNoticiaSources.map((s) => s.id)).size, 4)
  for (const source of iaNoticiaSources) {
    assert.is(source.logo, `/images/ia-noticia/${source.id}.svg`)
    assert.ok(existsSync(publicFile(source.logo)), `${source.logo} exists`)
  }
})

test('four topic tiles, each following a different area, in every locale', async () => {
  assert.is(iaNoticiaTopics.length, 4)
  for (const locale of ['en-us', 'pt-br'] as const) {
    const i18n = await createI18n(locale)
    const subtitles = iaNoticiaTopics.map((topic) => i18n._(topic.subtitle))
    assert.is(new Set(subtitles).size, 4, locale)
    assert.ok(
      subtitles.every((subtitle) => subtitle.length > 5),
      locale,
    )
  }
  const english = await createI18n('en-us')
  assert.is(english._(iaNoticiaTopics[0].subtitle), 'Global economy and markets')
})

test.run()
