import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { privacyContactEmail, privacySections } from '../../data/privacyPolicy'
import { createI18n } from '../../locales/i18n'
import { interact, render } from '../../tests/render'
import { onOpenConsentBanner } from '../ConsentBanner/openConsentBanner'
import { PrivacyPolicy } from './PrivacyPolicy'

const ids = privacySections.map((s) => s.id)

for (const [locale, date] of [
  ['en-us', 'November 24, 2026'],
  ['es-es', '24 de noviembre de 2026'],
] as const) {
  test(`${locale}: one h1, then the nine sections as h2 in order, each reachable from the contents`, async () => {
    const i18n = await createI18n(locale)
    const { container, unmount } = await render(<PrivacyPolicy />, { locale, urlPathname: `/${locale}/politica-de-privacidade` })
    const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    assert.equal(
      headings.map((h) => h.tagName),
      ['H1', ...ids.map(() => 'H2')],
    )
    const h2s = headings.slice(1)
    assert.equal(
      h2s.map((h) => h.textContent),
      privacySections.map((s, i) => `${i + 1}. ${i18n._(s.title)}`),
    )

    const toc = container.querySelector('nav[aria-labelledby="privacy-contents"]')!
    const links = [...toc.querySelectorAll('a')]
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      ids.map((id) => `#${id}`),
    )
    assert.equal(
      links.map((a) => a.textContent),
      privacySections.map((s) => i18n._(s.title)),
    )
    for (const [index, id] of ids.entries()) {
      const target = container.querySelector(`[id="${id}"]`)!
      assert.ok(target, `#${id} exists`)
      assert.is(target.querySelector('h2'), h2s[index]!, `#${id} holds its heading`)
    }

    const updated = container.querySelector(`#security time`)!
    assert.is(updated.getAttribute('datetime'), '2026-11-24')
    assert.is(updated.textContent, date)
    unmount()
  })
}

test('the contact e-mail is a mailto link', async () => {
  const { container, unmount } = await render(<PrivacyPolicy />, { locale: 'en-us' })
  const mail = [...container.querySelectorAll(`a[href="mailto:${privacyContactEmail}"]`)]
  assert.ok(mail.length >= 2, 'in "who we are" and in "your rights"')
  assert.ok(mail.every((a) => a.textContent === privacyContactEmail))
  assert.ok(container.querySelector(`#controller a[href="mailto:${privacyContactEmail}"]`))
  unmount()
})

test('the cookies section reopens the consent banner', async () => {
  let opened = 0
  const unsubscribe = onOpenConsentBanner(() => opened++)
  const { container, unmount } = await render(<PrivacyPolicy />, { locale: 'en-us' })
  const button = container.querySelector('#cookies button')!
  assert.is(button.textContent, 'Open privacy choices')
  await interact(() => (button as HTMLButtonElement).click())
  assert.is(opened, 1)
  unsubscribe()
  unmount()
})

test.run()
