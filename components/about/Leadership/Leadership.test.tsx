import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { CompanyFacts } from '../../../data/companyFacts'
import { executives } from '../../../data/executives'
import { createI18n } from '../../../locales/i18n'
import { render } from '../../../tests/render'
import { Leadership } from './Leadership'

// A sample of what the company may supply (data/companyFacts.ts), for these tests only: the site's own facts file
// names nobody until the company does.
const supplied: Pick<CompanyFacts, 'executives'> = {
  executives: {
    ceo: {
      name: 'Sample Person',
      portrait: '/images/team/sample.jpg',
      bio: { 'pt-br': 'Biografia de exemplo.', 'en-us': 'A sample biography.', 'es-es': 'Una biografía de ejemplo.' },
    },
    cto: { name: 'Other Sample' },
  },
}

test('without supplied executives: the two roles and what they answer for, with no name, picture or quote', async () => {
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const { container, unmount } = await render(<Leadership facts={{ executives: {} }} />, { locale })
    const profiles = [...container.querySelectorAll('article')]
    assert.is(profiles.length, 2, locale)
    assert.equal(
      profiles.map((p) => p.querySelector('h3')!.textContent),
      executives({}).map((role) => `${role.abbreviation} ${i18n._(role.title)}`),
      locale,
    )
    assert.ok(
      profiles.every((p) => (p.querySelector('p')?.textContent ?? '').length > 80),
      `${locale}: each role says what it answers for`,
    )
    assert.is(container.querySelectorAll('img, blockquote, cite').length, 0, locale)
    unmount()
  }
})

test('the site as it stands names no executive: the facts file supplies none', async () => {
  const { container, unmount } = await render(<Leadership />, { locale: 'en-us' })
  assert.equal(
    [...container.querySelectorAll('h3')].map((h) => h.textContent),
    ['CEO Chief Executive Officer', 'CTO Chief Technology Officer'],
  )
  assert.is(container.querySelectorAll('img').length, 0)
  unmount()
})

test('once supplied: the name, the role, the bio in the page language and the portrait with an alt text', async () => {
  const { container, unmount } = await render(<Leadership facts={supplied} />, { locale: 'es-es' })
  const [ceo, cto] = [...container.querySelectorAll('article')]
  assert.is(ceo!.querySelector('h3')!.textContent, 'Sample Person')
  assert.match(ceo!.textContent!, 'Una biografía de ejemplo.')
  const portrait = ceo!.querySelector('img')!
  assert.is(portrait.getAttribute('src'), '/images/team/sample.jpg')
  assert.is(portrait.getAttribute('alt'), 'Sample Person, CEO de Tecto')
  assert.ok(portrait.getAttribute('width') && portrait.getAttribute('height'))
  // A holder without a bio or portrait: the name above the role's own text, and no picture.
  assert.is(cto!.querySelector('h3')!.textContent, 'Other Sample')
  assert.match(cto!.textContent!, 'CTO')
  assert.not.ok(cto!.querySelector('img'))
  unmount()
})

test.run()
