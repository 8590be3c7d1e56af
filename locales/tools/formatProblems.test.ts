import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { codeLocales, type LocaleTag } from '../../data/locales'
import { publishedLocales } from '../../tests/support/publishedLocales'
import { catalogFile, parsePo } from '../poEntries'
import { catalogProblems } from './catalogProblems'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { argumentUsages, pluralSamples, sampleValues } from './sampleValues'

// The check formats every message with values that reach each branch: the faults below compile, keep their
// placeholders, and would still break a page (or blank a word) at run time. Each is injected in a real catalog.
const portuguese = readFileSync(catalogFile('pt-BR'), 'utf8')

/** The problems of the Portuguese catalog after one edit of its text, which must apply. */
function problemsAfter(from: string, to: string) {
  assert.ok(portuguese.includes(from), `the fixture still finds ${from}`)
  return catalogProblems('locales/pt-BR.po', 'pt-BR', parsePo(portuguese.replace(from, to)))
}

/** The single problem of a PO entry of its own, formatted as the check prints it. */
function problemsOf(tag: LocaleTag, source: string, translation: string) {
  return catalogProblems('x.po', tag, parsePo(`msgid ${JSON.stringify(source)}\nmsgstr ${JSON.stringify(translation)}\n`)).map((p) => p.problem)
}

const assertOne = (problems: string[], ...parts: string[]) =>
  assert.ok(problems.length === 1 && parts.every((part) => problems[0]!.includes(part)), JSON.stringify(problems))

test('every committed catalog formats every message with every branch; a published one has no problem at all', () => {
  const published = publishedLocales.map((l) => l.tag)
  // A language still being translated may lack messages; what it has must format (development and previews show it).
  const unfinished = (problem: string) => problem === 'no translation' || problem.startsWith('fuzzy:')
  for (const { tag } of codeLocales) {
    const file = catalogFile(tag)
    const problems = catalogProblems(file, tag, parsePo(readFileSync(file, 'utf8')), { source: tag === 'en-US' })
    assert.equal(published.includes(tag) ? problems : problems.filter((p) => !unfinished(p.problem)), [], tag)
  }
})

test('a plural without `other` (Lingui throws a TypeError naming nothing) is named with its file, line and message', () => {
  const problems = problemsAfter('{{leadRetentionDays} dia} other {{leadRetentionDays} dias}} ou antes', '{{leadRetentionDays} dia}} ou antes')
  assert.is(problems.length, 1, JSON.stringify(problems))
  const [{ file, line, message, problem }] = problems as [(typeof problems)[number]]
  assert.is(file, 'locales/pt-BR.po')
  assert.is(portuguese.split('\n')[line - 1], `msgid ${JSON.stringify(message)}`)
  assert.ok(message.startsWith('Tecto processes personal data'), message)
  assert.ok(problem.includes('plural of {leadRetentionDays} has no "other" branch'), problem)
})

test('a select without `other` is named, in Spanish as in Portuguese', () => {
  const source = '{kind, select, app {Your app} site {Your website} other {Your product}}'
  assertOne(problemsOf('es-ES', source, '{kind, select, app {Tu app} site {Tu web}}'), 'select of {kind} has no "other"')
  assertOne(problemsOf('pt-BR', source, '{kind, select, app {Seu app} site {Seu site}}'), 'select of {kind} has no "other"')
})

test('a placeholder the source does not have is named', () => {
  const problems = problemsAfter(
    '{{leadRetentionDays} dia} other {{leadRetentionDays} dias}} ou antes',
    '{{leadRetentionDays} dia} other {{dias} dias}} ou antes',
  )
  assertOne(
    problems.map((p) => `${p.message}: ${p.problem}`),
    'Tecto processes personal data',
    '{dias} is not in the source',
  )
})

test('a nested format that throws is caught, with the values it was formatted with', () => {
  // Lingui formats every branch of a plural or select, whichever one it picks.
  const source = '{days, plural, one {# day} other {# days}}'
  assertOne(
    problemsOf('pt-BR', source, '{days, plural, one {# dia} many {{days, number, bogus} de dias} other {# dias}}'),
    'formatting with { days: ',
    'throws RangeError',
  )
  assert.equal(problemsOf('pt-BR', source, '{days, plural, one {# dia} many {# de dias} other {# dias}}'), [])
})

test('a plural is formatted with a number of each category of the locale and each exact branch, a select with each key and an unknown one', () => {
  const usagesOf = (message: string) => argumentUsages(compileMessageOrThrow(message))
  const plural = sampleValues(
    usagesOf('{days, plural, one {# day} other {# days}}'),
    usagesOf('{days, plural, =5 {cinco dias} one {# dia} other {# dias}}'),
    'pt-BR',
  )
  assert.equal(plural.map(({ days }) => new Intl.PluralRules('pt-BR').select(days as number)).sort(), ['many', 'one', 'other', 'other'])
  assert.ok(
    plural.some(({ days }) => days === 5),
    JSON.stringify(plural),
  )
  const select = sampleValues(
    usagesOf('{kind, select, app {Your app} other {Your product}}'),
    usagesOf('{kind, select, app {Tu app} web {Tu web} other {Tu producto}}'),
    'es-ES',
  )
  assert.equal(
    select.map(({ kind }) => kind),
    ['app', 'web', 'not-a-key-of-kind'],
  )
  // Two arguments: every combination.
  const both = sampleValues(
    usagesOf('{n, plural, one {# item} other {# items}} in {kind, select, a {A} other {B}}'),
    usagesOf('{n, plural, one {# item} other {# itens}} em {kind, select, a {A} other {B}}'),
    'pt-BR',
  )
  assert.is(both.length, 3 * 2)
})

test('a date format on what the code passes as text fails formatting, as it would on the page', () => {
  assertOne(
    problemsOf('es-ES', 'Last updated: {updated}', 'Última actualización: {updated, date}'),
    'formatting with { updated: "‹updated›" } throws RangeError',
  )
})

test('the sample numbers reach every plural category of the locale', () => {
  for (const [tag, categories] of [
    ['pt-BR', ['many', 'one', 'other']],
    ['es-ES', ['many', 'one', 'other']],
    ['en-US', ['one', 'other']],
  ] as const) {
    const rules = new Intl.PluralRules(tag)
    assert.equal(
      pluralSamples(tag, 'cardinal')
        .map((n) => rules.select(n))
        .sort(),
      [...categories],
      tag,
    )
  }
  assert.equal(new Set(pluralSamples('en-US', 'ordinal').map((n) => new Intl.PluralRules('en-US', { type: 'ordinal' }).select(n))).size, 4)
})

test.run()
