import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parsePo } from '../poEntries'
import { catalogProblems } from './catalogProblems'
import { markPortugueseOnly, portugueseOnlyNote } from './portugueseOnly'

const header = 'msgid ""\nmsgstr ""\n"Language: es-ES\\n"\n'
const spanish = `${header}\n#: components/iaNoticia/TagList/TagList.tsx\nmsgid "Tags"\nmsgstr ""\n\n#: components/Footer/Footer.tsx\nmsgid "Menu"\nmsgstr "Menú"\n`
const portuguese = parsePo(`${header}\n#: components/iaNoticia/TagList/TagList.tsx\nmsgid "Tags"\nmsgstr "Tags"\n`)

test('a message only the Portuguese-only pages use is marked, and carries the Portuguese elsewhere', () => {
  const [tags, menu] = parsePo(markPortugueseOnly(spanish, portuguese))
  assert.equal([tags!.notes, tags!.translation], [[portugueseOnlyNote], 'Tags'])
  assert.equal([menu!.notes, menu!.translation], [[], 'Menú'])
})

test('the check asks nothing more of it, even where the Portuguese equals the English', () => {
  assert.equal(catalogProblems('x.po', 'es-ES', parsePo(markPortugueseOnly(spanish, portuguese))), [])
})

test.run()
