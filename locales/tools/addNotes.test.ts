import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parsePo } from '../poEntries'
import { catalogProblems } from './catalogProblems'
import { addNotes } from './addNotes'
import { portugueseOnlyNote } from './portugueseOnly'

const header = 'msgid ""\nmsgstr ""\n"Language: es-ES\\n"\n'
const spanish = `${header}\n#: components/iaNoticia/TagList/TagList.tsx\nmsgid "Tags"\nmsgstr ""\n\n#: components/Footer/Footer.tsx\nmsgid "Menu"\nmsgstr "Menú"\n`
const portuguese = parsePo(`${header}\n#: components/iaNoticia/TagList/TagList.tsx\nmsgid "Tags"\nmsgstr "Tags"\n`)

test('a message only the Portuguese-only pages use is marked, and carries the Portuguese elsewhere', () => {
  const [tags, menu] = parsePo(addNotes(spanish, portuguese))
  assert.equal([tags!.notes[0], tags!.translation], [portugueseOnlyNote, 'Tags'])
  assert.equal([menu!.notes, menu!.translation], [['Where: Footer (a part several pages share)'], 'Menú'])
})

test('the check asks nothing more of it, even where the Portuguese equals the English', () => {
  assert.equal(catalogProblems('x.po', 'es-ES', parsePo(addNotes(spanish, portuguese))), [])
})

test.run()
