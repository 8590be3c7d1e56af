import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { localeSegments } from './locales'
import { newsPath } from './routes'
import { entriesOrThrow, type Entry } from './content/collection'
import { newsCollection } from './content/newsCollection'
import type { NewsFrontMatter } from './content/newsSchema'
import { findNews, newsIn, newsLocales, otherNews, publishedEntries, showDrafts } from './news'

/** The articles this build publishes, by slug. */
const newsSlugs = () => publishedEntries(entriesOrThrow(newsCollection), showDrafts).map((entry) => entry.slug)

// These tests read whatever content/news holds: adding an article changes none of them.

test('there is news to show, in the source language at least', () => {
  assert.ok(newsIn('pt-br').length > 0)
})

for (const locale of localeSegments) {
  test(`${locale}: the list holds exactly the articles written in ${locale}, newest first`, () => {
    const list = newsIn(locale)
    assert.ok(list.every((article) => article.locale === locale))
    assert.equal(
      list.map((article) => article.slug).sort(),
      newsSlugs()
        .filter((slug) => newsLocales(slug).includes(locale))
        .sort(),
    )
    const dates = list.map((article) => article.date)
    assert.equal(dates, [...dates].sort().reverse())
  })
}

test('an article is found in the languages it is written in, and nowhere else', () => {
  for (const slug of newsSlugs()) {
    for (const locale of localeSegments) {
      const article = findNews(locale, slug)
      assert.is(Boolean(article), newsLocales(slug).includes(locale), `${slug} in ${locale}`)
      if (article) assert.is(article.file, `content/news/${slug}/index.${locale}.md`)
    }
  }
  assert.is(findNews('pt-br', 'no-such-article'), undefined)
  assert.is(findNews('pt-br', undefined), undefined)
  assert.equal(newsLocales('no-such-article'), [])
  assert.is(newsPath('abc'), '/noticias/abc')
})

test('every article has its text and its picture, with a size', () => {
  for (const locale of localeSegments) {
    for (const article of newsIn(locale)) {
      assert.ok(article.html.includes('<p>'), `${article.file} has a body`)
      assert.ok(article.picture && article.picture.width > 0 && article.picture.height > 0, article.file)
    }
  }
})

test('"other news": the first four of the same language without the current one, at most three', () => {
  for (const locale of localeSegments) {
    const list = newsIn(locale)
    const firstFour = list.slice(0, 4).map((article) => article.slug)
    for (const current of list) {
      const others = otherNews(current)
      assert.ok(others.length <= 3, current.file)
      assert.is(others.length, Math.min(3, firstFour.filter((slug) => slug !== current.slug).length), current.file)
      assert.ok(
        others.every((article) => article.locale === locale && article.slug !== current.slug && firstFour.includes(article.slug)),
        current.file,
      )
    }
  }
})

/** An entry with a version in each of `drafts`' languages, each a draft or not. */
function entry(slug: string, drafts: Partial<Record<'pt-br' | 'en-us', boolean>>): Entry<NewsFrontMatter> {
  const translations = Object.fromEntries(
    Object.entries(drafts).map(([locale, draft]) => [
      locale,
      { slug, locale, draft, title: slug } as unknown as Entry<NewsFrontMatter>['translations']['pt-br'],
    ]),
  )
  return { slug, locales: Object.keys(drafts) as Entry<NewsFrontMatter>['locales'], translations }
}

test('a production build publishes no draft: a draft language version has no page, an all-draft article none at all', () => {
  const all = [entry('mixed', { 'pt-br': false, 'en-us': true }), entry('draft', { 'pt-br': true }), entry('done', { 'pt-br': false })]
  const production = publishedEntries(all, false)
  assert.equal(
    production.map((e) => [e.slug, e.locales]),
    [
      ['mixed', ['pt-br']],
      ['done', ['pt-br']],
    ],
  )
  assert.not.ok(production[0]!.translations['en-us'])
  assert.equal(publishedEntries(all, true), all, 'development and previews show every draft')
})

test('content/news in production: the three editorials are published in every language they are written in, the articles about people stay drafts', () => {
  const all = entriesOrThrow(newsCollection)
  const production = publishedEntries(all, false)
  assert.equal(
    production.map((e) => [e.slug, [...e.locales].sort()]).sort(),
    [
      'inteligencia-artificial-facilita-a-vida-das-pessoas-no-dia-a-dia',
      'inteligencia-artificial-traz-infinitas-possibilidades-para-as-empresas',
      'tecnologia-de-ponta-para-o-brasil',
    ].map((slug) => [slug, [...all.find((e) => e.slug === slug)!.locales].sort()]),
  )
  // News articles are optional in a new language; the editorials were written in these three.
  for (const { slug, locales } of production) {
    for (const locale of ['pt-br', 'en-us', 'es-es'] as const) assert.ok(locales.includes(locale), `${slug} ${locale}`)
  }
})

test.run()
