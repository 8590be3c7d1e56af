import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parsePo } from '../poEntries'
import { suggestTranslations, writeSuggestions } from './suggestTranslations'

const header = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: es-ES\\n"\n'
const legal =
  'We keep the data you send through our forms only as long as we need it to answer you, and never for more than one year, after which it is deleted from every system we use.'

test('a message whose English changed keeps its old translation as a fuzzy suggestion with the old English', () => {
  const before = `${header}\nmsgid "${legal}"\nmsgstr "Conservamos los datos…"\n\nmsgid "Kept"\nmsgstr "Guardado"\n`
  const changed = legal.replace('one year', 'two years')
  const afterText = `${header}\nmsgid "${changed}"\nmsgstr ""\n\nmsgid "Kept"\nmsgstr "Guardado"\n`
  const suggestions = suggestTranslations(before, afterText)
  assert.is(suggestions.size, 1)
  const written = parsePo(writeSuggestions(afterText, suggestions))
  assert.equal(written[0]!.flags, ['fuzzy'])
  assert.is(written[0]!.translation, 'Conservamos los datos…')
  assert.equal(written[0]!.previous, { id: legal })
  assert.equal(written[1]!.flags, [])
})

test('a new message unlike any old one stays empty, and a removed one is gone', () => {
  const before = `${header}\nmsgid "Our partners"\nmsgstr "Nuestros socios"\n`
  const after = `${header}\nmsgid "Send message"\nmsgstr ""\n`
  assert.is(suggestTranslations(before, after).size, 0)
})

test('a suggestion still waiting for review keeps its previous source through the next extraction', () => {
  const before = `${header}\n#, fuzzy\n#| msgid "Old words"\nmsgid "New words"\nmsgstr "Palabras viejas"\n`
  // Lingui's writer keeps the flag and the translation but drops the #| lines.
  const after = `${header}\n#, fuzzy\nmsgid "New words"\nmsgstr "Palabras viejas"\n`
  assert.equal([...suggestTranslations(before, after).values()], [{ translation: 'Palabras viejas', previous: { id: 'Old words' } }])
})

test('the same English in a new context is offered with its old context named', () => {
  const before = `${header}\nmsgid "Invalid email"\nmsgstr "Correo no válido"\n`
  const afterText = `${header}\nmsgctxt "lead form"\nmsgid "Invalid email"\nmsgstr ""\n`
  const written = writeSuggestions(afterText, suggestTranslations(before, afterText))
  assert.match(written, '#, fuzzy\n#| msgid "Invalid email"\nmsgctxt "lead form"\nmsgid "Invalid email"\nmsgstr "Correo no válido"')
})

test.run()
