import { suite } from 'uvu'
import { consentBannerDelay } from '../../data/consent'
import { localeTag } from '../../data/locales'
import { aheadOfTests } from './aheadOfTests'
import { foreignSentences, normalize } from './catalogSentences'
import { assertNoProblems, harness, siteClientDir } from './harness'
import { sitePages } from './sitePages'

const test = suite('no mixed languages')

const targets = sitePages(siteClientDir())

/** The page's visible text, consent banner included (it appears after its delay). */
const visibleText = aheadOfTests(targets, async (target) => {
  const site = await harness()
  const opened = await site.open(target.url)
  try {
    await opened.page.waitForTimeout(consentBannerDelay + 300)
    return normalize(await opened.page.evaluate(() => document.body.innerText))
  } finally {
    await opened.close()
  }
})

for (const target of targets) {
  test(`${target.label} shows no sentence of another language`, async () => {
    const text = await visibleText(target)
    assertNoProblems(`${target.url} shows no text`, text ? [] : ['(empty body)'])
    const mixed = foreignSentences(localeTag(target.locale))
      .filter(({ sentence }) => text.includes(sentence))
      .map(({ sentence, from }) => `${from}: ${sentence}`)
    assertNoProblems(`${target.url} (${target.lang}) shows text of another language:`, mixed)
  })
}

test.run()
