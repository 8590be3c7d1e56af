import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parsePo } from './poEntries'

test('a PO entry reads with its context, flags, notes, previous source and line', () => {
  const [entry, gone] = parsePo(
    'msgid ""\nmsgstr ""\n"Language: es\\n"\n\n#. A note\n#: a.ts:3\n#, fuzzy\n#| msgctxt "x"\n#| msgid "Old "\n#| "text"\nmsgctxt "ctx"\nmsgid "New"\nmsgstr "Nuevo \\"q\\"\\n"\n\n#~ msgid "gone"\n#~ msgstr "ido"\n',
  )
  assert.equal(entry, {
    id: 'New',
    context: 'ctx',
    translation: 'Nuevo "q"\n',
    flags: ['fuzzy'],
    notes: ['A note'],
    translatorComments: [],
    references: ['a.ts:3'],
    obsolete: false,
    line: 12,
    previous: { context: 'x', id: 'Old text' },
  })
  assert.is(gone!.obsolete, true)
  assert.is(gone!.translation, 'ido')
})

test.run()
