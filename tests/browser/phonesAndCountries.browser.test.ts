import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Page } from 'playwright-core'
import { defaultCountry } from '../../data/countries'
import { localizePath } from '../../data/localePath'
import type { Locale } from '../../data/locales'
import { type LeadFormPage, leadFormAnchors, paths } from '../../data/routes'
import { harness, type ViewportName } from './harness'

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

for (const [nth, locale] of locales.entries()) {
  const prospect = prospects[locale]
  for (const { javaScriptEnabled, viewport, leadPage } of turns(nth)) {
    const path = localizePath(locale, paths[leadPage])
    const how = `${viewport}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`
    test(`${path} (${how}): a lead from ${prospect.country} types ${prospect.typed}; the store keeps ${prospect.stored}, ${prospect.state ?? 'no state'}`, async () => {
      const opened = await open(path, viewport, javaScriptEnabled)
      const { page } = opened
      try {
        const email = uniqueEmail(`${path}-${how}`)
        const state = field(page, 'state')
        // Each page starts on its own country; on the Brazilian site, Brazil's states show.
        assert.is(await field(page, 'country').inputValue(), defaultCountry(locale))
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
    assert.is(
      await page.locator(`${form} [id$="-phone-error"]`).textContent(),
      'Introduce un número internacional válido: + y el prefijo del país, después el número',
    )
    assert.is(await field(page, 'phone').inputValue(), '+34 612')
  } finally {
    await opened.close()
  }
})

test('/es-es/contato: a number that is none of Spain gets a message naming Spain; choosing Brazil takes it in its mask', async () => {
  const opened = await open('/es-es/contato', 'phone', true)
  const { page } = opened
  try {
    await field(page, 'phone').pressSequentially('11987654321')
    await page.locator(`${form} button[type="submit"]`).click()
    await page.waitForSelector(`${form} #contact-phone-error`, { timeout: 5000 })
    assert.is(await page.locator(`${form} #contact-phone-error`).textContent(), 'Introduce un teléfono válido del país seleccionado (España)')
    await field(page, 'country').selectOption('BR')
    await page.waitForFunction((selector) => document.querySelector<HTMLInputElement>(selector)?.value === '(11) 98765-4321', `${form} [name="phone"]`, {
      timeout: 5000,
    })
    assert.is(await field(page, 'phone').getAttribute('placeholder'), '(11) 98765-4321')
    await page.waitForSelector(`${form} #contact-phone-error`, { state: 'detached', timeout: 5000 })
    assert.equal(opened.consoleErrors, [])
  } finally {
    await opened.close()
  }
})

for (const [nth, locale] of locales.entries()) {
  const prospect = localProspects[locale]
  const path = localizePath(locale, paths.contact)
  // The other width than the lead form's for the same prospect and way.
  for (const { javaScriptEnabled, viewport } of turns(nth, 1)) {
    const how = `${viewport}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`
    test(`${path} (${how}): ${prospect.country} is chosen, its example shown, and the phone ${prospect.typed} is stored as ${prospect.stored}`, async () => {
      const opened = await open(path, viewport, javaScriptEnabled)
      const { page } = opened
      try {
        const email = uniqueEmail(`${path}-${how}`)
        assert.is(await field(page, 'country').inputValue(), prospect.country)
        assert.is(await field(page, 'phone').getAttribute('placeholder'), prospect.shown)
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
        assert.equal([lead.kind, lead.phone, lead.country, lead.state], ['contact', prospect.stored, prospect.country, null])
        assert.equal(opened.consoleErrors, [])
      } finally {
        await opened.close()
      }
    })
  }
}

test.run()
