import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { paragraphTexts } from './content/htmlText'
import { iaNoticiaCollection } from './content/iaNoticiaCollection'
import { formatLongDate } from './formatDate'
import { findIaNoticiaArticle, iaNoticiaArticles } from './iaNoticiaArticles'

test('every article of content/ia-noticia is listed once, in Portuguese, newest first', () => {
  assert.ok(iaNoticiaArticles.length > 0)
  assert.equal(iaNoticiaArticles.map((article) => article.slug).sort(), iaNoticiaCollection.entries.map((entry) => entry.slug).sort())
  for (const article of iaNoticiaArticles) assert.is(article.locale, 'pt-br', article.slug)
  const dates = iaNoticiaArticles.map((article) => article.date)
  assert.equal(dates, [...dates].sort().reverse())
})

test('an article is a full text in paragraphs, with a title and a summary of its own, shorter than the text', () => {
  for (const article of iaNoticiaArticles) {
    const paragraphs = paragraphTexts(article.html)
    const text = paragraphs.join(' ')
    assert.ok(paragraphs.length >= 5, `${article.slug}: a full news text, in paragraphs`)
    assert.is(article.excerpt, paragraphs[0], `${article.slug}: the card shows the opening paragraph`)
    assert.ok(article.generatedTitle.length > 20 && article.generatedTitle !== article.title, `${article.slug}: a title of its own`)
    assert.ok(article.generatedSummary.length > 200 && article.generatedSummary.length < text.length / 2, `${article.slug}: a summary`)
    assert.ok(article.picture && article.picture.width > 0 && article.picture.height > 0, `${article.slug}: a picture with its size`)
    assert.ok(article.tags === undefined || article.tags.every((tag) => tag.trim() === tag && tag.length > 0), article.slug)
  }
})

test('the date is a day of the calendar, written out in Portuguese on the page', () => {
  for (const article of iaNoticiaArticles) {
    assert.match(article.date, /^\d{4}-\d{2}-\d{2}$/)
    assert.match(formatLongDate(article.date, article.locale), /^\d{1,2} de [a-zç]+ de \d{4}$/, article.slug)
  }
  assert.is(formatLongDate('2026-11-18', 'pt-br'), '18 de novembro de 2026')
})

test('an article is found by its slug; an unknown slug finds none', () => {
  for (const article of iaNoticiaArticles) assert.is(findIaNoticiaArticle(article.slug), article)
  assert.is(findIaNoticiaArticle('nao-existe'), undefined)
  assert.is(findIaNoticiaArticle(undefined), undefined)
})

test.run()
