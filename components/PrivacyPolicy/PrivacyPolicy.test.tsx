import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { privacyPolicy } from '../../data/privacyPolicy'
import { interact, render } from '../../tests/render'
import { consentStorageKey } from '../../data/consent'
import { ConsentBanner } from '../ConsentBanner/ConsentBanner'
import { PrivacyPolicy } from './PrivacyPolicy'

for (const locale of ['en-us', 'es-es'] as const) {
  test(`${locale}: one h1, then the sections as h2 in order, each reachable from the contents`, async () => {
    const policy = privacyPolicy(locale)
    const ids = policy.sections.map((s) => s.id)
    const titles = policy.sections.map((s) => new DOMParser().parseFromString(s.title, 'text/html').body.textContent)
    const { container, unmount } = await render(<PrivacyPolicy />, { locale, urlPathname: `/${locale}/politica-de-privacidade` })
    const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    assert.equal(
      headings.map((h) => h.tagName),
      ['H1', ...ids.map(() => 'H2')],
    )
    const h2s = headings.slice(1)
    assert.equal(
      h2s.map((h) => h.textContent),
      titles.map((title, i) => `${i + 1}. ${title}`),
    )

    const toc = container.querySelector('nav[aria-labelledby="privacy-contents"]')!
    const links = [...toc.querySelectorAll('a')]
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      ids.map((id) => `#${id}`),
    )
    assert.equal(
      links.map((a) => a.textContent),
      titles,
    )
    for (const [index, id] of ids.entries()) {
      const target = container.querySelector(`[id="${id}"]`)!
      assert.ok(target, `#${id} exists`)
      assert.is(target.querySelector('h2'), h2s[index]!, `#${id} holds its heading`)
    }

    const updated = container.querySelector(`#security time`)!
    assert.is(updated.getAttribute('datetime'), policy.updated)
    assert.is(updated.textContent, new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${policy.updated}T00:00:00Z`)))
    unmount()
  })
}

test('no data-protection mailbox is supplied: "who we are" and "your rights" link to the contact form, and no address is given', async () => {
  const { container, unmount } = await render(<PrivacyPolicy />, { locale: 'en-us' })
  for (const id of ['controller', 'rights']) assert.ok(container.querySelector(`#${id} a[href="/en-us/contato"]`), id)
  assert.is(container.querySelectorAll('a[href^="mailto:"]').length, 0)
  assert.not.match(container.textContent!, '@')
  unmount()
})

test('the cookies section reopens the consent banner', async () => {
  localStorage.setItem(consentStorageKey, 'false')
  const page = (
    <>
      <PrivacyPolicy />
      <ConsentBanner />
    </>
  )
  const { container, unmount } = await render(page, { locale: 'en-us' })
  assert.not.ok(container.querySelector('section[aria-labelledby="consent-banner-title"]'))
  const button = container.querySelector('#cookies button')!
  assert.is(button.textContent, 'Open privacy choices')
  await interact(() => (button as HTMLButtonElement).click())
  assert.ok(container.querySelector('section[aria-labelledby="consent-banner-title"]'))
  unmount()
  localStorage.clear()
})

test.run()
