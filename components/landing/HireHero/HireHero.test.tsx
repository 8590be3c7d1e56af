import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToDocument } from '../../../tests/render'
import { HireHero } from './HireHero'

/** The hire hero in a locale, parsed for querying. */
async function hero(locale: 'en-us' | 'es-es' | 'pt-br') {
  const root = await renderToDocument(<HireHero />, { locale })
  return root
}

test('the call to action jumps to the hire form on the same page, in every language', async () => {
  for (const locale of ['pt-br', 'es-es'] as const) {
    const links = [...(await hero(locale)).querySelectorAll('a')]
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      ['#hire-form'],
      locale,
    )
  }
})

test('the claims come from data/claims.ts, formatted for the language: 1.000 in Portuguese, 1,000 in English', async () => {
  const english = await hero('en-us')
  assert.match(english.querySelector('h1')!.textContent!, 'in up to 3 business days')
  assert.match(english.textContent!, "Tecto's network of over 1,000 qualified professionals")
  assert.equal(
    [...english.querySelectorAll('li strong')].map((s) => s.textContent),
    ['1,000+', '3'],
  )
  assert.match(english.querySelectorAll('li')[1]!.textContent!, '3 business days or less to match you')

  const portuguese = await hero('pt-br')
  const text = portuguese.textContent!
  assert.match(text, '1.000')
  assert.not.match(text, '1,000')
  assert.is(portuguese.querySelector('li strong')!.textContent, '1.000+')
  assert.match(portuguese.querySelector('li')!.textContent!, 'profissionais qualificados')
})

test('one h1 names the section; the illustration is decorative and sized', async () => {
  const root = await hero('en-us')
  assert.is(root.querySelectorAll('h1').length, 1)
  const section = root.querySelector('section')!
  assert.is(root.querySelector(`#${section.getAttribute('aria-labelledby')}`), root.querySelector('h1'))
  const img = root.querySelector('img')!
  assert.is(img.getAttribute('alt'), '')
  assert.is(img.getAttribute('width'), '560')
  assert.is(img.getAttribute('height'), '460')
})

test.run()
