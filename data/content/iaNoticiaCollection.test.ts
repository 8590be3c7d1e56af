import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as v from 'valibot'
import { iaNoticiaSchema } from './iaNoticiaCollection'

const article = {
  title: 'Título do portal',
  date: '2026-11-18',
  image: 'foto.svg',
  relevance: '8-10',
  generatedTitle: 'Título gerado',
  generatedSummary: 'Resumo gerado.',
}

/** Whether the schema accepts an article with this relevance. */
const accepts = (relevance: unknown) => v.safeParse(iaNoticiaSchema, { ...article, relevance }).success

test('the relevance is a range of two scores from 0 to 10, the lower first', () => {
  for (const good of ['8-10', '0-3', '5-5']) assert.ok(accepts(good), good)
  for (const bad of ['10-8', '8-11', '8', '8 a 10', 8]) assert.not.ok(accepts(bad), String(bad))
})

test('tags are optional, but a tag list is not empty', () => {
  assert.ok(v.safeParse(iaNoticiaSchema, article).success)
  assert.ok(v.safeParse(iaNoticiaSchema, { ...article, tags: ['Saneamento'] }).success)
  assert.not.ok(v.safeParse(iaNoticiaSchema, { ...article, tags: [] }).success)
})

test.run()
