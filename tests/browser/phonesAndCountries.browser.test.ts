import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { localizePath } from '../../data/localePath'
import type { Locale } from '../../data/locales'
import { paths, type PageId } from '../../data/routes'
import { harness, type ViewportName } from './harness'

// Prospects from abroad and Brazilian landlines, on the lead forms and the contact form, at phone and
// desktop width, with JavaScript (the mask and our checks) and without (a plain form post).

const test = suite('phones and countries')

const form = 'form[action$="/mail/contact"]'
let sequence = 0

/** An address no other test uses, to find this test's lead in the store (its part before the @ within RFC 5321's 64). */
const uniqueEmail = (label: string) => `${label.replace(/\W+/g, '-').slice(-30)}-${Date.now()}-${++sequence}@example.com`

/**
 * A prospect per language: what they type as their phone, the country they choose (and state, for
 * Brazil), what the field shows once masked or formatted, and what the store keeps.
 */
const prospects = {
  'pt-br': { typed: '1133334444', shown: '(11) 3333-4444', country: 'BR', state: 'SP', stored: '(11) 3333-4444' },
  'en-us': { typed: '+1 212 555 0123', shown: '+1 212 555 0123', country: 'US', state: null, stored: '+12125550123' },
  'es-es': { typed: '+34 612 345 678', shown: '+34 612 34 56 78', country: 'ES', state: null, stored: '+34612345678' },
} as const satisfies Record<Locale, { typed: string; shown: string; country: string; state: string | null; stored: string }>

const widths: ViewportName[] = ['phone', 'desktop']

async function open(path: string, viewport: ViewportName, javaScriptEnabled: boolean) {
  const opened = await (await harness()).open(path, { viewport, javaScriptEnabled, waitUntil: 'load' })
  if (javaScriptEnabled) await opened.page.waitForSelector(`${form}[novalidate]`, { timeout: 5000 })
  return opened
}

const field = (page: Page, name: string) => page.locator(`${form} [name="${name}"]`)

/** Types the phone key by key with JavaScript (the mask works as the visitor types), or fills it without. */
async function typePhone(page: Page, text: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await field(page, 'phone').pressSequentially(text)
  else await field(page, 'phone').fill(text)
}

async function sendAndWaitForThanks(page: Page, locale: Locale) {
  await page.locator(`${form} button[type="submit"]`).click()
  const thanks = localizePath(locale, paths.thanks)
  await page.waitForURL((url) => url.pathname === thanks, { timeout: 10_000 })
}

async function storedLead(email: string) {
  const leads = await (await harness()).leads().listLeads({ email })
  assert.is(leads.length, 1, 'one lead stored')
  return leads[0]!
}

for (const pageId of ['hire', 'softwareFactory'] as const satisfies readonly PageId[]) {
  for (const locale of Object.keys(prospects) as Locale[]) {
    const prospect = prospects[locale]
    const path = localizePath(locale, paths[pageId])
    for (const viewport of widths) {
      for (const javaScriptEnabled of [true, false]) {
        const how = `${viewport}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`
        test(`${path} (${how}): a lead from ${prospect.country} types ${prospect.typed}; the store keeps ${prospect.stored}, ${prospect.state ?? 'no state'}`, async () => {
          const opened = await open(path, viewport, javaScriptEnabled)
          const { page } = opened
          try {
            const email = uniqueEmail(`${path}-${how}`)
            const state = field(page, 'state')
            // On the Brazilian site Brazil is chosen and its states show; abroad, no country yet and no state list.
            assert.is(await field(page, 'country').inputValue(), locale === 'pt-br' ? 'BR' : '')
            assert.is(await state.isVisible(), locale === 'pt-br', 'the state list shows for Brazil only')
            await field(page, 'name').fill('Lucía Pérez')
            await field(page, 'email').fill(email)
            await typePhone(page, prospect.typed, javaScriptEnabled)
            await field(page, 'country').selectOption(prospect.country)
            if (prospect.state) await state.selectOption(prospect.state)
            assert.is(await state.isVisible(), prospect.country === 'BR')
            if (javaScriptEnabled)
              await page.waitForFunction(
                ([selector, shown]) => document.querySelector<HTMLInputElement>(selector)?.value === shown,
                [`${form} [name="phone"]`, prospect.shown] as const,
                { timeout: 5000 },
              )
            await sendAndWaitForThanks(page, locale)
            const lead = await storedLead(email)
            assert.equal([lead.kind, lead.locale, lead.phone, lead.country, lead.state], ['lead', locale, prospect.stored, prospect.country, prospect.state])
            assert.equal(opened.consoleErrors, [])
          } finally {
            await opened.close()
          }
        })
      }
    }
  }
}

test('/es-es/contrate: choosing Brazil shows the state list, and it is required; choosing Spain hides it again', async () => {
  const opened = await open('/es-es/contrate', 'phone', true)
  const { page } = opened
  try {
    const state = field(page, 'state')
    await field(page, 'country').selectOption('BR')
    assert.ok(await state.isVisible())
    assert.is(await page.locator(`${form} label[for="${await state.getAttribute('id')}"]`).textContent(), 'Estado')
    await page.locator(`${form} button[type="submit"]`).click()
    await page.waitForSelector(`${form} [id$="-state-error"]`, { timeout: 5000 })
    assert.is(await page.locator(`${form} [id$="-state-error"]`).textContent(), 'Campo requerido')
    await field(page, 'country').selectOption('ES')
    assert.not.ok(await state.isVisible())
  } finally {
    await opened.close()
  }
})

test('/es-es/contrate: a number with + that is not one gets the phone message, and the form keeps it', async () => {
  const opened = await open('/es-es/contrate', 'desktop', true)
  const { page } = opened
  try {
    await field(page, 'phone').pressSequentially('+34 612')
    await page.locator(`${form} button[type="submit"]`).click()
    await page.waitForSelector(`${form} [id$="-phone-error"]`, { timeout: 5000 })
    assert.is(await page.locator(`${form} [id$="-phone-error"]`).textContent(), 'Introduce un teléfono válido con prefijo')
    assert.is(await field(page, 'phone').inputValue(), '+34 612')
  } finally {
    await opened.close()
  }
})

for (const locale of Object.keys(prospects) as Locale[]) {
  const prospect = prospects[locale]
  const path = localizePath(locale, paths.contact)
  for (const viewport of widths) {
    for (const javaScriptEnabled of [true, false]) {
      const how = `${viewport}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`
      test(`${path} (${how}): the phone ${prospect.typed} is stored as ${prospect.stored}`, async () => {
        const opened = await open(path, viewport, javaScriptEnabled)
        const { page } = opened
        try {
          const email = uniqueEmail(`${path}-${how}`)
          for (const [name, value] of Object.entries({ name: 'Ana Souza', company: 'Acme', role: 'CTO', email, message: 'We need an app.' }))
            await field(page, name).fill(value)
          await typePhone(page, prospect.typed, javaScriptEnabled)
          if (javaScriptEnabled)
            await page.waitForFunction(
              ([selector, shown]) => document.querySelector<HTMLInputElement>(selector)?.value === shown,
              [`${form} [name="phone"]`, prospect.shown] as const,
              { timeout: 5000 },
            )
          await sendAndWaitForThanks(page, locale)
          const lead = await storedLead(email)
          assert.equal([lead.kind, lead.phone, lead.country, lead.state], ['contact', prospect.stored, null, null])
        } finally {
          await opened.close()
        }
      })
    }
  }
}

test.run()
