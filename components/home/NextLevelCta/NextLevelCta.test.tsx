import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToDocument } from '../../../tests/render'
import { NextLevelCta } from './NextLevelCta'

test('the call to action leads to the contact page in the page language', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const root = await renderToDocument(<NextLevelCta />, { locale })
    assert.equal(
      [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      [`/${locale}/contato`],
    )
  }
})

test('the key figures are shown in large type with numbers in the page language, each with its plural label', async () => {
  const itemsIn = async (locale: 'en-us' | 'pt-br') => {
    const root = await renderToDocument(<NextLevelCta />, { locale })
    return [...root.querySelectorAll('li')].map((item) => ({
      figure: item.querySelector('strong')?.textContent?.replace(/\s/g, ' '),
      text: item.textContent?.replace(/\s/g, ' '),
    }))
  }
  const english = await itemsIn('en-us')
  assert.equal(
    english.slice(0, 3).map((item) => item.figure),
    ['1,000+', '3', '10+'],
  )
  assert.match(english[3]!.figure!, /^\$6M\+$/)
  assert.equal(
    english.map((item) => item.text),
    [
      '1,000+ qualified professionals in our network',
      '3 business days or less to match you with the right professional',
      '10+ years of leadership experience',
      `${english[3]!.figure} in projects delivered every year`,
    ],
  )
  const portuguese = await itemsIn('pt-br')
  assert.is(portuguese[0]!.figure, '1.000+')
  assert.is(portuguese[1]!.text, '3 dias úteis ou menos para encontrar o profissional certo para você')
})

test.run()
