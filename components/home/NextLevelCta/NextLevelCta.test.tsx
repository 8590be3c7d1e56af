import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { keyFigures } from '../../../data/keyFigures'
import { createI18n } from '../../../locales/i18n'
import { renderToHtml } from '../../../tests/render'
import { NextLevelCta } from './NextLevelCta'

test('the call to action leads to the contact page in the page language', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const root = document.createElement('div')
    root.innerHTML = await renderToHtml(<NextLevelCta />, { locale })
    assert.equal([...root.querySelectorAll('a')].map((a) => a.getAttribute('href')), [`/${locale}/contato`])
  }
})

test('the key figures of SPEC §9 are shown, translated', async () => {
  for (const locale of ['en-us', 'pt-br'] as const) {
    const i18n = await createI18n(locale)
    const root = document.createElement('div')
    root.innerHTML = await renderToHtml(<NextLevelCta />, { locale })
    assert.equal([...root.querySelectorAll('li strong')].map((s) => s.textContent), keyFigures.map((f) => i18n._(f.value)))
  }
  const root = document.createElement('div')
  root.innerHTML = await renderToHtml(<NextLevelCta />, { locale: 'en-us' })
  assert.equal([...root.querySelectorAll('li')].map((li) => li.textContent), [
    '1,000+ tech professionals in our network',
    '3 days or less to match a professional to your team',
    '10+ years of leadership experience in technology',
    'US$ 6M+ in projects delivered every year',
  ])
  assert.match(root.querySelector('h2')!.textContent!, 'next level')
})

test.run()
