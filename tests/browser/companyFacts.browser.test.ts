import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { companyFacts, productSites, videoSlots } from '../../data/companyFacts'
import { harness } from './harness'

const test = suite('company facts')

// What the built pages show of the facts only the company supplies (data/companyFacts.ts), whatever of them the
// content file holds: what is supplied shows and works, what is not is left out, and nothing leads nowhere.
// (The catalogs' macros do not run here: the expectations come from the content file itself.)

test('the news page shows the videos whose id is supplied and no others: none supplied, no videos section at all', async () => {
  const site = await harness()
  const { page, close, externalRequests } = await site.open('/en-us/noticias')
  try {
    const shown = videoSlots.filter((slot) => companyFacts.videoIds[slot])
    await page.locator('section[aria-labelledby="news-cta-title"]').scrollIntoViewIfNeeded()
    assert.is(await page.locator('#news-videos-title').count(), shown.length > 0 ? 1 : 0)
    assert.is(await page.locator('tecto-island[data-island="VideoCarousel"]').count(), shown.length > 0 ? 1 : 0)
    assert.is(await page.getByRole('button', { name: /^Play video/ }).count(), shown.length)
    assert.is(await page.locator('iframe').count(), 0)
    assert.equal(externalRequests, [])
  } finally {
    await close()
  }
})

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

test('the footer links the social profiles supplied, in their order, then the WhatsApp chat; each named, in a new tab', async () => {
  const site = await harness()
  const { page, close } = await site.open('/pt-br')
  try {
    const row = page.locator('footer a:has(svg)[target="_blank"]')
    const whatsapp = companyFacts.whatsappNumber ? [`https://wa.me/${companyFacts.whatsappNumber}`] : []
    assert.equal(await row.evaluateAll((links) => links.map((link) => link.getAttribute('href'))), [...companyFacts.socialProfiles, ...whatsapp])
    for (const name of await row.allTextContents()) assert.match(name, /^(Tecto (no|em) .+|Converse com a Tecto pelo WhatsApp) \(abre em uma nova aba\)$/)
  } finally {
    await close()
  }
})

test('the contact page offers the e-mail address the content file supplies, as a mailto link, and no address otherwise', async () => {
  const site = await harness()
  const { page, close } = await site.open('/es-es/contato')
  try {
    const mailto = page.locator('main a[href^="mailto:"]')
    const { contactEmail } = companyFacts
    assert.is(await mailto.count(), contactEmail ? 1 : 0)
    if (contactEmail) {
      assert.is(await mailto.getAttribute('href'), `mailto:${contactEmail}`)
      assert.match((await mailto.locator('xpath=..').textContent()) ?? '', /^¿Prefieres el correo electrónico\? Escríbenos a /)
    }
  } finally {
    await close()
  }
})

test.run()
