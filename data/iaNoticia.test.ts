import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync } from 'node:fs'
import { createI18n } from '../locales/i18n'
import { publicFile } from '../tests/support/publicFile'
import { iaNoticiaSources, iaNoticiaTopics } from './iaNoticia'
import { iaNoticiaArticlePath } from './routes'

test("an article's page lives under /ia-noticia", () => {
  assert.is(iaNoticiaArticlePath('uma-materia'), '/ia-noticia/uma-materia')
})

test('four invented portals, each with its own logo file', () => {
  assert.is(iaNoticiaSources.length, 4)
  assert.is(new Set(iaNoticiaSources.map((s) => s.id)).size, 4)
  for (const source of iaNoticiaSources) {
    assert.is(source.logo, `/images/ia-noticia/${source.id}.svg`)
    assert.ok(existsSync(publicFile(source.logo)), `${source.logo} exists`)
  }
})

test('four topic tiles, each following a different area, in every locale', async () => {
  assert.is(iaNoticiaTopics.length, 4)
  for (const locale of ['en-us', 'pt-br'] as const) {
    const i18n = await createI18n(locale)
    const subtitles = iaNoticiaTopics.map((topic) => i18n._(topic.subtitle))
    assert.is(new Set(subtitles).size, 4, locale)
    assert.ok(
      subtitles.every((subtitle) => subtitle.length > 5),
      locale,
    )
  }
  const english = await createI18n('en-us')
  assert.is(english._(iaNoticiaTopics[0].subtitle), 'Global economy and markets')
})

test.run()
