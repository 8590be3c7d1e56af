import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToHtml } from '../../../tests/render'
import { NextLevelCta } from './NextLevelCta'

test('the call to action leads to the contact page in the page language', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const root = document.createElement('div')
    root.innerHTML = await renderToHtml(<NextLevelCta />, { locale })
    assert.equal([...root.querySelectorAll('a')].map((a) => a.getAttribute('href')), [`/${locale}/contato`])
  }
})

test('the key figures of SPEC §9 are shown with numbers in the page language', async () => {
  const figuresIn = async (locale: 'en-us' | 'pt-br') => {
    const root = document.createElement('div')
    root.innerHTML = await renderToHtml(<NextLevelCta />, { locale })
    return [...root.querySelectorAll('li strong')].map((s) => s.textContent?.replace(/\s/g, ' '))
  }
  const english = await figuresIn('en-us')
  assert.equal(english.slice(0, 3), ['1,000+', 'Up to 3', '10+'])
  assert.match(english[3]!, /^\$6M\+$/)
  assert.is((await figuresIn('pt-br'))[0], '1.000+')
})

test.run()
