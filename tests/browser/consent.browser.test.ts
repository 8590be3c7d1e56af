import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { waitFor } from '../support/waitFor'
import { testBuildEnv } from '../testBuild'
import { harness } from './harness'

const test = suite('consent')

// The page tests prove that nothing leaves 127.0.0.1 before consent; this proves that the
// check can fail: after "Accept", the trackers of the test build are requested (and blocked).
test('accepting the consent banner loads the trackers, and only then', async () => {
  const site = await harness()
  const opened = await site.open('/en-us')
  try {
    assert.equal(opened.externalRequests, [], 'requests before consent')
    await opened.page.getByRole('button', { name: 'Accept', exact: true }).click({ timeout: 5000 })
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
    await opened.page.getByRole('button', { name: 'Reject', exact: true }).click({ timeout: 5000 })
    await opened.page.reload({ waitUntil: 'networkidle' })
    assert.equal(opened.externalRequests, [])
  } finally {
    await opened.close()
  }
})

test.run()
