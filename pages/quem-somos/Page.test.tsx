import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { render } from '../../tests/render'
import AboutPage from './+Page'
import ClassicAboutPage from '../classico-quem-somos/+Page'

for (const [name, Page] of [
  ['about', AboutPage],
  ['classic about', ClassicAboutPage],
] as const) {
  test(`${name}: the hero button jumps to the services section on the same page`, async () => {
    for (const locale of ['en-us', 'pt-br'] as const) {
      const { container, unmount } = await render(<Page />, { locale })
      const button = container.querySelector('section[aria-labelledby="about-title"] a')!
      assert.is(button.getAttribute('href'), '#servicos', locale)
      const target = container.querySelector('#servicos')!
      assert.ok(target, 'the services section exists')
      assert.is(target.querySelectorAll('[role="group"]').length, 7)
      assert.ok(target.querySelector(`a[href="/${locale}/servicos/apis"]`))
      unmount()
    }
  })

  test(`${name}: one h1, the executive roles, why-choose figures and a call to the contact page`, async () => {
    const { container, unmount } = await render(<Page />, { locale: 'en-us' })
    assert.is(container.querySelectorAll('h1').length, 1)
    const text = container.textContent ?? ''
    for (const expected of [
      'CEO Chief Executive Officer',
      'CTO Chief Technology Officer',
      'Silicon Valley',
      'Our mission',
      'Our vision',
      'People development',
      '1,000+',
      '3 business days or less',
      '10+',
      '$6M+',
    ]) {
      assert.match(text, expected)
    }
    const contact = [...container.querySelectorAll('a[href="/en-us/contato"]')]
    assert.ok(contact.some((a) => a.textContent === 'Talk to a specialist'))
    unmount()
  })

  test(`${name}: with the company facts as they are, no person is named, pictured or quoted, and no mailbox is given`, async () => {
    for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
      const { container, unmount } = await render(<Page />, { locale })
      const leadership = container.querySelector('section[aria-labelledby="about-leadership-title"]')!
      assert.is(leadership.querySelectorAll('article').length, 2, locale)
      assert.equal(
        [...leadership.querySelectorAll('h3')].map((h) => h.textContent!.slice(0, 4)),
        ['CEO ', 'CTO '],
        `${locale}: each card is headed by its role, not by a name`,
      )
      assert.is(leadership.querySelectorAll('img').length, 0, locale)
      assert.is(container.querySelectorAll('blockquote, cite, a[href^="mailto:"]').length, 0, locale)
      unmount()
    }
  })
}

test('the figures follow the language: 1.000+ in Portuguese', async () => {
  const { container, unmount } = await render(<AboutPage />, { locale: 'pt-br' })
  assert.match(container.textContent ?? '', '1.000+')
  unmount()
})

test.run()
