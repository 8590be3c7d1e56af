import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { defaultCountry } from '../../data/countries'
import { localizePath } from '../../data/localePath'
import type { Locale } from '../../data/locales'
import { type LeadFormPage, leadFormAnchors, paths } from '../../data/routes'
import { harness, type OpenedPage, type ViewportName, withPage } from './harness'

// Prospects from abroad and Brazilian landlines, on the lead forms and the contact form, with JavaScript (the mask and
// our checks) and without (a plain form post). Each prospect sends each form once each way; the width and, for the
// lead form, the page (hire or software factory: the same form component) take turns, so that each is seen both ways.
// Every page starts on its own country: the lead forms' prospects type their number with "+" (taken anywhere), the
// contact form's as their own country writes it.

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

/** The contact form's prospects: a number typed without "+", as the country the page starts on writes it. */
const localProspects = {
  'pt-br': { typed: '11987654321', shown: '(11) 98765-4321', country: 'BR', stored: '(11) 98765-4321' },
  'en-us': { typed: '2015550123', shown: '(201) 555-0123', country: 'US', stored: '+12015550123' },
  // Issue 26: this number showed as "(61) 2345-678" and was refused.
  'es-es': { typed: '612345678', shown: '612 34 56 78', country: 'ES', stored: '+34612345678' },
} as const satisfies Record<Locale, { typed: string; shown: string; country: string; stored: string }>

const widths: ViewportName[] = ['phone', 'desktop']
const leadPages = Object.keys(leadFormAnchors) as LeadFormPage[]

/** The nth prospect's two ways of sending (with JavaScript, then without), each with the width and page whose turn it is. */
function turns(nth: number, offset = 0) {
  return [true, false].map((javaScriptEnabled, way) => ({
    javaScriptEnabled,
    viewport: widths[(nth + way + offset) % 2]!,
    leadPage: leadPages[(nth + way) % leadPages.length]!,
  }))
}

const locales = Object.keys(prospects) as Locale[]

/** Opens a form page and hands it to `check`, once its form is live (with JavaScript) or as it loaded (without). */
function withFormPage(path: string, viewport: ViewportName, javaScriptEnabled: boolean, check: (opened: OpenedPage) => Promise<void>) {
  return withPage(path, { viewport, javaScriptEnabled, waitUntil: 'load' }, async (opened) => {
    if (javaScriptEnabled) await opened.page.waitForSelector(`${form}[novalidate]`)
    await check(opened)
  })
}

const field = (page: Page, name: string) => page.locator(`${form} [name="${name}"]`)

/**
 * Types the prospect's phone key by key with JavaScript, and waits until the mask shows it as the visitor sees it; or
 * fills it as typed without.
 */
async function typePhone(page: Page, prospect: { typed: string; shown: string }, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return field(page, 'phone').fill(prospect.typed)
  await field(page, 'phone').pressSequentially(prospect.typed)
  await page.waitForFunction(([selector, shown]) => document.querySelector<HTMLInputElement>(selector)?.value === shown, [
    `${form} [name="phone"]`,
    prospect.shown,
  ] as const)
}

/** Presses the form's send button and reads the error that then shows at `errorSelector` (inside the form). */
async function errorAfterSending(page: Page, errorSelector: string) {
  await page.locator(`${form} button[type="submit"]`).click()
  await page.waitForSelector(`${form} ${errorSelector}`)
  return page.locator(`${form} ${errorSelector}`).textContent()
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

for (const [nth, locale] of locales.entries()) {
  const prospect = prospects[locale]
  for (const { javaScriptEnabled, viewport, leadPage } of turns(nth)) {
    const path = localizePath(locale, paths[leadPage])
    const how = `${viewport}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`
    test(`${path} (${how}): a lead from ${prospect.country} types ${prospect.typed}; the store keeps ${prospect.stored}, ${prospect.state ?? 'no state'}`, async () => {
      await withFormPage(path, viewport, javaScriptEnabled, async (opened) => {
        const { page } = opened
        const email = uniqueEmail(`${path}-${how}`)
        const state = field(page, 'state')
        // Each page starts on its own country; on the Brazilian site, Brazil's states show.
        assert.is(await field(page, 'country').inputValue(), defaultCountry(locale))
        assert.is(await state.isVisible(), locale === 'pt-br', 'the state list shows for Brazil only')
        await field(page, 'name').fill('Lucía Pérez')
        await field(page, 'email').fill(email)
        await typePhone(page, prospect, javaScriptEnabled)
        await field(page, 'country').selectOption(prospect.country)
        if (prospect.state) await state.selectOption(prospect.state)
        assert.is(await state.isVisible(), prospect.country === 'BR')
        await sendAndWaitForThanks(page, locale)
        const lead = await storedLead(email)
        assert.equal([lead.kind, lead.locale, lead.phone, lead.country, lead.state], ['lead', locale, prospect.stored, prospect.country, prospect.state])
        assert.equal(opened.consoleErrors, [])
      })
    })
  }
}

test('/es-es/contrate: choosing Brazil shows the state list, and it is required; choosing Spain hides it again', async () => {
  await withFormPage('/es-es/contrate', 'phone', true, async (opened) => {
    const { page } = opened
    const state = field(page, 'state')
    await field(page, 'country').selectOption('BR')
    assert.ok(await state.isVisible())
    assert.is(await page.locator(`${form} label[for="${await state.getAttribute('id')}"]`).textContent(), 'Estado')
    assert.is(await errorAfterSending(page, '[id$="-state-error"]'), 'Campo requerido')
    await field(page, 'country').selectOption('ES')
    assert.not.ok(await state.isVisible())
  })
})

test('/es-es/contrate: a number with + that is not one gets the phone message, and the form keeps it', async () => {
  await withFormPage('/es-es/contrate', 'desktop', true, async (opened) => {
    const { page } = opened
    await field(page, 'phone').pressSequentially('+34 612')
    assert.is(await errorAfterSending(page, '[id$="-phone-error"]'), 'Introduce un número internacional válido: + y el prefijo del país, después el número')
    assert.is(await field(page, 'phone').inputValue(), '+34 612')
  })
})

test('/es-es/contato: a number that is none of Spain gets a message naming Spain; choosing Brazil takes it in its mask', async () => {
  await withFormPage('/es-es/contato', 'phone', true, async (opened) => {
    const { page } = opened
    await field(page, 'phone').pressSequentially('11987654321')
    assert.is(await errorAfterSending(page, '#contact-phone-error'), 'Introduce un teléfono válido del país seleccionado (España)')
    await field(page, 'country').selectOption('BR')
    await page.waitForFunction((selector) => document.querySelector<HTMLInputElement>(selector)?.value === '(11) 98765-4321', `${form} [name="phone"]`, {
      timeout: 5000,
    })
    assert.is(await field(page, 'phone').getAttribute('placeholder'), '(11) 98765-4321')
    await page.waitForSelector(`${form} #contact-phone-error`, { state: 'detached', timeout: 5000 })
    assert.equal(opened.consoleErrors, [])
  })
})

for (const [nth, locale] of locales.entries()) {
  const prospect = localProspects[locale]
  const path = localizePath(locale, paths.contact)
  // The other width than the lead form's for the same prospect and way.
  for (const { javaScriptEnabled, viewport } of turns(nth, 1)) {
    const how = `${viewport}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`
    test(`${path} (${how}): ${prospect.country} is chosen, its example shown, and the phone ${prospect.typed} is stored as ${prospect.stored}`, async () => {
      await withFormPage(path, viewport, javaScriptEnabled, async (opened) => {
        const { page } = opened
        const email = uniqueEmail(`${path}-${how}`)
        assert.is(await field(page, 'country').inputValue(), prospect.country)
        assert.is(await field(page, 'phone').getAttribute('placeholder'), prospect.shown)
        for (const [name, value] of Object.entries({ name: 'Ana Souza', company: 'Acme', role: 'CTO', email, message: 'We need an app.' }))
          await field(page, name).fill(value)
        await typePhone(page, prospect, javaScriptEnabled)
        await sendAndWaitForThanks(page, locale)
        const lead = await storedLead(email)
        assert.equal([lead.kind, lead.phone, lead.country, lead.state], ['contact', prospect.stored, prospect.country, null])
        assert.equal(opened.consoleErrors, [])
      })
    })
  }
}

test.run()
