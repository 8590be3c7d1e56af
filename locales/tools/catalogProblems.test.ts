import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { catalogFile, parsePo } from '../poEntries'
import { catalogProblems } from './catalogProblems'

// The five faults a translator's slip can put in a catalog, injected in the real Spanish one: each must be named.
const spanish = readFileSync(catalogFile('es-ES'), 'utf8')

/** The problems of the Spanish catalog after one edit of its text, which must apply. */
function problemsAfter(from: string, to: string) {
  assert.ok(spanish.includes(from), `the fixture still finds ${from}`)
  return catalogProblems('locales/es-ES.po', 'es-ES', parsePo(spanish.replace(from, to))).map((p) => `${p.message}: ${p.problem}`)
}

const assertOne = (problems: string[], ...parts: string[]) =>
  assert.ok(problems.length === 1 && parts.every((part) => problems[0]!.includes(part)), JSON.stringify(problems))

test('the committed Spanish catalog has no problem', () => {
  assert.equal(catalogProblems('locales/es-ES.po', 'es-ES', parsePo(spanish)), [])
})

test('a dropped placeholder is named, with its message', () => {
  assertOne(problemsAfter('originalmente en {outlet}.', 'originalmente en la prensa.'), 'This article was first published in', '{outlet} missing')
})

test('a renamed placeholder (the page would read "más de  profesionales") is named', () => {
  assertOne(problemsAfter('con más de {count} profesionales', 'con más de {cuenta} profesionales'), 'Tap into Tecto', '{count} missing', '{cuenta} instead')
})

test('a renumbered tag is named', () => {
  assertOne(
    problemsAfter('la <0>clave para mantener la competitividad</0>', 'la <1>clave para mantener la competitividad</1>'),
    'key to staying competitive',
    'tags differ',
    '<0>',
    '<1>',
  )
})

test('a broken ICU brace is named, open or closed', () => {
  assertOne(problemsAfter('actualización: <0>{updated}</0>', 'actualización: <0>{updated</0>'), 'Last updated', 'does not compile')
  assertOne(problemsAfter('actualización: <0>{updated}</0>', 'actualización: <0>{updated}}</0>'), 'Last updated', 'without its pair')
})

test('an English paragraph left as the Spanish translation is named', () => {
  const english = parsePo(spanish).find((entry) => entry.id.split(' ').length >= 20 && !entry.id.includes('{'))!
  const block = `msgid ${JSON.stringify(english.id)}\nmsgstr ${JSON.stringify(english.translation)}`
  assertOne(problemsAfter(block, `msgid ${JSON.stringify(english.id)}\nmsgstr ${JSON.stringify(english.id)}`), english.id, 'English source, word for word')
})

test('a missing or fuzzy translation, and a message only tests use, are named', () => {
  assertOne(problemsAfter('msgstr "Nuestro compromiso"', 'msgstr ""'), 'Our commitment', 'no translation')
  assertOne(problemsAfter('msgid "Our commitment"', '#, fuzzy\n#| msgid "Our promise"\nmsgid "Our commitment"'), 'Our commitment', 'fuzzy', 'Our promise')
  const testOnly = catalogProblems('x.po', 'es-ES', parsePo('#: components/X/X.test.tsx\nmsgid "Only in a test"\nmsgstr "Solo en una prueba"\n'))
  assert.ok(
    testOnly.some((p) => p.problem.includes('only by tests')),
    JSON.stringify(testOnly),
  )
})

test('brand names may equal the English, ordinary words may not', () => {
  const entries = parsePo('msgid "GitHub"\nmsgstr "GitHub"\n\nmsgid "{0}, Tecto"\nmsgstr "{0}, Tecto"\n\nmsgid "Menu"\nmsgstr "Menu"\n')
  assert.equal(
    catalogProblems('x.po', 'es-ES', entries).map((p) => p.message),
    ['Menu'],
  )
})

test.run()
