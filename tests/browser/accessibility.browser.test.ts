import { suite } from 'uvu'
import { consentBannerDelay } from '../../data/consent'
import { aheadOfTests } from './aheadOfTests'
import { axeViolations } from './axe'
import { assertNoProblems, harness, siteClientDir, viewports, type ViewportName } from './harness'
import { sitePages, type SitePage } from './sitePages'

const test = suite('accessibility (axe-core, WCAG 2.2 AA)')

type Target = SitePage & { viewport: ViewportName }

const targets: Target[] = sitePages(siteClientDir()).flatMap((page) => (Object.keys(viewports) as ViewportName[]).map((viewport) => ({ ...page, viewport })))

/** Checks each page as a first-time visitor sees it: loaded, with the consent banner up. */
const check = aheadOfTests(targets, async (target) => {
  const site = await harness()
  const opened = await site.open(target.url, { viewport: target.viewport })
  try {
    await opened.page.getByRole('button', { name: /^(Accept|Aceitar|Acepto)$/ }).waitFor({ timeout: consentBannerDelay + 4000 })
    return await axeViolations(opened.page)
  } finally {
    await opened.close()
  }
})

for (const target of targets) {
  test(`${target.label} at ${target.viewport} width breaks no WCAG 2.2 AA rule`, async () => {
    const violations = await check(target)
    assertNoProblems(
      `${target.url} at ${target.viewport} width:`,
      violations.map((v) => `${v.id}: ${v.help} — ${v.targets.join(', ')}`),
    )
  })
}

test.run()
