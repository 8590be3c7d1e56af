import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { waitFor } from '../support/waitFor'
import { testBuildEnv } from '../testBuild'
import type { Page } from 'playwright-core'
import { harness } from './harness'

const test = suite('consent')

// The page tests prove that nothing leaves 127.0.0.1 before consent; this proves that the
// check can fail: after "Accept", the trackers of the test build are requested (and blocked).
test('accepting the consent banner loads the trackers, and only then', async () => {
  const site = await harness()
  const opened = await site.open('/en-us')
  try {
    assert.equal(opened.externalRequests, [], 'requests before consent')
    await opened.page.getByRole('button', { name: 'Accept', exact: true }).click()
    const expected = [...testBuildEnv.VITE_GTM_IDS.split(',').map((id) => `googletagmanager.com/gtm.js?id=${id}`), 'connect.facebook.net/']
    const requested = () => opened.externalRequests.join('\n')
    await waitFor('the trackers’ requests after consent', () => expected.every((part) => requested().includes(part)), 5000)
    for (const part of expected) assert.match(requested(), part)
  } finally {
    await opened.close()
  }
})

test('a visitor who rejects gets no tracker, on this page or the next', async () => {
  const site = await harness()
  const opened = await site.open('/en-us')
  try {
    await opened.page.getByRole('button', { name: 'Reject', exact: true }).click()
    await opened.page.reload({ waitUntil: 'networkidle' })
    assert.equal(opened.externalRequests, [])
  } finally {
    await opened.close()
  }
})

/** What has focus: the main content, a button by its name, or the tag of anything else (BODY when focus was lost). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    if (active?.id === 'conteudo') return 'main content'
    return active?.tagName === 'BUTTON' ? `button ${active.textContent}` : (active?.tagName ?? 'nothing')
  })

test('a choice clicked in the banner on first load leaves focus on the main content, and the page where it was', async () => {
  const site = await harness()
  const opened = await site.open('/es-es/contato')
  try {
    const { page } = opened
    await page.evaluate(() => window.scrollTo(0, 400))
    // A click focuses the button it presses in Chromium: focus is in the banner when it goes.
    await page.getByRole('button', { name: 'No acepto', exact: true }).click()
    assert.is(await focused(page), 'main content')
    assert.is(await page.evaluate(() => window.scrollY), 400, 'the page did not jump to its top')
  } finally {
    await opened.close()
  }
})

test('on a phone, "Privacy choices" tapped without taking focus (as on an iPhone) gets focus back after Reject', async () => {
  const site = await harness()
  const opened = await site.open('/pt-br', { viewport: 'phone' })
  try {
    const { page } = opened
    const reject = page.getByRole('button', { name: 'Rejeitar', exact: true })
    await reject.tap()
    const choices = page.getByRole('button', { name: 'Preferências de privacidade' })
    await choices.scrollIntoViewIfNeeded()
    // Safari on iOS does not focus a tapped button: a bare click event is what its page sees. The banner hears it once
    // its island has hydrated, so the tap is repeated until the banner answers.
    await waitFor('the banner reopened', async () => {
      await choices.dispatchEvent('click')
      return reject.isVisible()
    })
    // The banner takes focus in an effect, just after it shows.
    await waitFor('the reopened banner to take focus', async () => (await focused(page)) === 'SECTION', 2000)
    await reject.tap()
    await reject.waitFor({ state: 'hidden' })
    assert.is(await focused(page), 'button Preferências de privacidade')
  } finally {
    await opened.close()
  }
})

test.run()
