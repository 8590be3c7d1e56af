import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { codeLocales } from '../data/locales'
import { parsePo } from './poEntries'
import { type LocaleSources, localeSourcesOnDisk, shippedLocales } from './shippedLocales'

const onDisk = localeSourcesOnDisk(fileURLToPath(new URL('..', import.meta.url)))

// A small project of its own three languages: two messages, the privacy policy and one service.
const project = codeLocales.filter((l) => ['pt-br', 'en-us', 'es-es'].includes(l.segment))
const catalogs: Record<string, string> = {
  'en-US': 'msgid "Menu"\nmsgstr "Menu"\n\nmsgid "Contact us"\nmsgstr "Contact us"\n',
  'pt-BR': 'msgid "Menu"\nmsgstr "Menu"\n\nmsgid "Contact us"\nmsgstr "Fale conosco"\n',
  'es-ES': 'msgid "Menu"\nmsgstr "Menú"\n\nmsgid "Contact us"\nmsgstr "Contáctanos"\n',
}
const content = [
  ...project.flatMap(({ segment }) => [`content/legal/privacy-policy/index.${segment}.md`, `content/services/apis/index.${segment}.md`]),
  'content/news/only-portuguese/index.pt-br.md',
]

/** The small project, with `spanish` as its Spanish catalog and `drop` removed from its content files. */
function sources({ spanish = catalogs['es-ES']!, drop = '' } = {}): LocaleSources {
  const texts: Record<string, string | undefined> = { ...catalogs, 'es-ES': spanish }
  const catalog = (tag: string) => {
    const text = texts[tag]
    return text === undefined ? undefined : parsePo(text)
  }
  return { catalog, contentFiles: content.filter((file) => file !== drop) }
}

// A language that can never be one of ours, added to the small project's code.
const added = { segment: 'xx-xx', tag: 'xx-XX', name: 'Added', flag: 'xx', country: 'XX' } as unknown as (typeof codeLocales)[number]

test('the committed sources: a production build publishes every language of the code but one whose catalog is still being translated', () => {
  const { published, complete, leftOut } = shippedLocales(onDisk, { preview: false })
  assert.equal(published, complete)
  assert.equal([...published, ...leftOut.map((l) => l.tag)].sort(), codeLocales.map((l) => l.tag).sort())
  // A translated catalog means a published language: its content files are written next (docs/translating/new-language.md).
  for (const { tag, missing } of leftOut)
    assert.ok(
      missing.some((line) => line.startsWith(`locales/${tag}.po`)),
      `${tag}: ${missing.join(', ')}`,
    )
})

test('a language added to the code without its catalog or content is left out, with what it lacks; a preview has it', () => {
  const locales = [...project, added]
  const { published, leftOut } = shippedLocales(sources(), { preview: false, locales })
  assert.equal(published, ['pt-BR', 'en-US', 'es-ES'])
  assert.equal(leftOut, [
    {
      tag: 'xx-XX',
      missing: [
        'locales/xx-XX.po does not exist (npm run i18n:extract writes it)',
        'content/legal/privacy-policy/index.xx-xx.md is missing',
        'content/services/apis/index.xx-xx.md is missing',
      ],
    },
  ])
  assert.equal(shippedLocales(sources(), { preview: true, locales }), {
    published: ['pt-BR', 'en-US', 'es-ES', 'xx-XX'],
    complete: ['pt-BR', 'en-US', 'es-ES'],
    leftOut: [],
  })
})

test('a missing or fuzzy translation, or a missing required content file, leaves the language out; a news article does not', () => {
  const left = (s: LocaleSources) => shippedLocales(s, { preview: false, locales: project }).leftOut
  assert.equal(left(sources({ spanish: catalogs['es-ES']!.replace('"Contáctanos"', '""') })), [
    { tag: 'es-ES', missing: ['locales/es-ES.po: 1 of 2 messages untranslated or fuzzy (npm run i18n:check lists them)'] },
  ])
  assert.equal(left(sources({ spanish: catalogs['es-ES']!.replace('msgid "Menu"', '#, fuzzy\nmsgid "Menu"') })).length, 1)
  assert.equal(left(sources({ spanish: catalogs['es-ES']!.replace('msgid "Menu"\nmsgstr "Menú"\n', '') })).length, 1)
  assert.equal(left(sources({ drop: 'content/legal/privacy-policy/index.es-es.md' })), [
    { tag: 'es-ES', missing: ['content/legal/privacy-policy/index.es-es.md is missing'] },
  ])
  assert.equal(left(sources()), [])
})

test('an incomplete default language stops a production build, naming what it lacks, not a preview', () => {
  const incomplete = sources({ drop: 'content/services/apis/index.pt-br.md' })
  assert.throws(() => shippedLocales(incomplete, { preview: false, locales: project }), /index\.pt-br\.md is missing/)
  assert.equal(shippedLocales(incomplete, { preview: true, locales: project }).complete, ['en-US', 'es-ES'])
})

test.run()
