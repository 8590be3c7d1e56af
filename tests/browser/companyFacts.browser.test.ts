import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { companyFacts, productSites, videoSlots } from '../../data/companyFacts'
import { listFiles } from '../../shared/listFiles'
import { harness, withPage, siteClientDir } from './harness'

const test = suite('company facts')

// What the built pages show of the facts only the company supplies (data/companyFacts.ts), whatever of them the
// content file holds: what is supplied shows and works, what is not is left out, and nothing leads nowhere.
// (The catalogs' macros do not run here: the expectations come from the content file itself.)

test('the news page shows the videos whose id is supplied and no others: none supplied, no videos section at all', () =>
  withPage('/en-us/noticias', {}, async ({ page, externalRequests }) => {
    const shown = videoSlots.filter((slot) => companyFacts.videoIds[slot])
    await page.locator('section[aria-labelledby="news-cta-title"]').scrollIntoViewIfNeeded()
    assert.is(await page.locator('#news-videos-title').count(), shown.length > 0 ? 1 : 0)
    assert.is(await page.locator('tecto-island[data-island="VideoCarousel"]').count(), shown.length > 0 ? 1 : 0)
    assert.is(await page.getByRole('button', { name: /^Play video/ }).count(), shown.length)
    assert.is(await page.locator('iframe').count(), 0)
    assert.equal(externalRequests, [])
  }))

test('every AI product card leads somewhere: its own page when supplied, else the contact page, by a click anywhere on the card', async () => {
  const site = await harness()
  // IA Notícia's demo is on this site; the other products' sites come from the content file.
  for (const [id, href] of [['iaNoticia', '/ia-noticia'], ...productSites.map((id) => [id, companyFacts.productSites[id]])]) {
    const { page, close } = await site.open('/es-es/produtos-de-ia')
    try {
      const card = page.locator(`article[aria-labelledby="product-${id}-title"]`)
      const links = card.locator('a')
      assert.is(await links.count(), 1, id)
      if (href) {
        assert.is(await links.getAttribute('href'), href, id)
        assert.is(await links.getAttribute('target'), '_blank', id)
      } else {
        assert.match((await links.textContent()) ?? '', /^Pregúntanos por Tecto /, id)
        // The link covers the card: a click on its picture goes to the contact page, in the page language.
        await Promise.all([page.waitForURL(/\/es-es\/contato\/?$/), card.click({ position: { x: 40, y: 40 } })])
        assert.is(await page.getAttribute('html', 'lang'), 'es-ES')
      }
    } finally {
      await close()
    }
  }
})

test('the footer links the social profiles supplied, in their order, then the WhatsApp chat; each named, in a new tab', () =>
  withPage('/pt-br', {}, async ({ page }) => {
    const row = page.locator('footer a:has(svg)[target="_blank"]')
    const whatsapp = companyFacts.whatsappNumber ? [`https://wa.me/${companyFacts.whatsappNumber}`] : []
    assert.equal(await row.evaluateAll((links) => links.map((link) => link.getAttribute('href'))), [...companyFacts.socialProfiles, ...whatsapp])
    for (const name of await row.allTextContents()) assert.match(name, /^(Tecto (no|em) .+|Converse com a Tecto pelo WhatsApp) \(abre em uma nova aba\)$/)
  }))

test('the contact page offers the e-mail address the content file supplies, as a mailto link, and no address otherwise', () =>
  withPage('/es-es/contato', {}, async ({ page }) => {
    const mailto = page.locator('main a[href^="mailto:"]')
    const { contactEmail } = companyFacts
    assert.is(await mailto.count(), contactEmail ? 1 : 0)
    if (contactEmail) {
      assert.is(await mailto.getAttribute('href'), `mailto:${contactEmail}`)
      assert.match((await mailto.locator('xpath=..').textContent()) ?? '', /^¿Prefieres el correo electrónico\? Escríbenos a /)
    }
  }))

// Every built page, as served: the only people, quotes and e-mail addresses on the site are those the company
// supplied (data/companyFacts.ts). Scripts and styles aside, an address anywhere in a page's markup counts.
test('no built page names a person, quotes one or gives an e-mail address that the company did not supply', () => {
  const clientDir = siteClientDir()
  const pages = listFiles(clientDir).filter((file) => file.endsWith('.html'))
  assert.ok(pages.length > 50, `only ${pages.length} pages in ${clientDir}`)
  const supplied = {
    emails: [companyFacts.contactEmail, companyFacts.privacyEmail].filter((email) => email !== undefined),
    people: Object.values(companyFacts.executives).map((person) => person.name),
    quotes: companyFacts.hireTestimonial ? 1 : 0,
  }
  for (const page of pages) {
    const markup = readFileSync(join(clientDir, page), 'utf8').replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
    const emails = [...markup.matchAll(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g)].map(([email]) => email)
    assert.equal(
      emails.filter((email) => !supplied.emails.includes(email)),
      [],
      page,
    )
    if (supplied.people.length === 0) assert.not.match(markup, /itemprop="(employee|founder)"|images\/team\//, page)
    if (supplied.quotes === 0) assert.not.match(markup, /<(blockquote|q|cite)\b/, page)
  }
})

test.run()
