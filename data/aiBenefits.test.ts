import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { existsSync, readFileSync } from 'node:fs'
import { createI18n } from '../locales/i18n'
import { aiBenefits } from './aiBenefits'
import { aiSolutions } from './aiSolutions'
import { localeSegments } from './locales'
import { paths } from './routes'
import { publicFile } from '../tests/support/publicFile'

test("the five benefit cards are the page's five, in their order", async () => {
  assert.equal(
    aiBenefits.map((b) => b.id),
    ['efficientAutomation', 'smartDecisions', 'advancedCustomization', 'costReduction', 'productivityBoost'],
  )
  const i18n = await createI18n('en-us')
  assert.equal(
    aiBenefits.map((b) => i18n._(b.title)),
    ['Efficient automation', 'Smart decisions', 'Advanced customization', 'Cost reduction', 'Productivity boost'],
  )
})

test('every benefit card has its own icon file, a title and a description in every locale', async () => {
  assert.is(new Set(aiBenefits.map((b) => b.icon)).size, aiBenefits.length)
  for (const benefit of aiBenefits) {
    assert.ok(existsSync(publicFile(benefit.icon)), `${benefit.icon} exists`)
    assert.match(readFileSync(publicFile(benefit.icon), 'utf8'), 'viewBox="0 0 64 64"')
  }
  for (const locale of localeSegments) {
    const i18n = await createI18n(locale)
    for (const benefit of aiBenefits) {
      assert.ok(i18n._(benefit.title).length >= 5, `${locale} ${benefit.id} title`)
      assert.ok(i18n._(benefit.description).length >= 40, `${locale} ${benefit.id} description`)
    }
  }
})

test('the two solution cards lead to the AI service page and the AI products page, with images that exist', () => {
  assert.equal(
    aiSolutions.map((s) => s.href),
    ['/servicos/inteligencia-artificial', paths.aiProducts],
  )
  for (const solution of aiSolutions) assert.ok(existsSync(publicFile(solution.image)), `${solution.image} exists`)
})

test.run()
