import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { socialLinks } from '../../data/company'
import { companyFacts, type CompanyFacts } from '../../data/companyFacts'
import { leadRetentionDays } from '../../data/leadRetention'
import { locales } from '../../data/locales'
import { services } from '../../data/services'
import { createI18n } from '../../locales/i18n'
import { interact, render } from '../../tests/render'
import { consentStorageKey } from '../../data/consent'
import { ConsentBanner } from '../ConsentBanner/ConsentBanner'
import { Footer } from './Footer'

test('company links are in the page language', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const { container, unmount } = await render(<Footer />, { locale })
    const company = container.querySelector('nav[aria-labelledby="footer-company"]')!
    assert.equal(
      [...company.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      ['', '/quem-somos', '/contato', '/politica-de-privacidade'].map((path) => `/${locale}${path}`),
    )
    unmount()
  }
})

test('one link per service, in the page language, named with the translated title', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const { container, unmount } = await render(<Footer />, { locale })
    const links = [...container.querySelectorAll(`a[href^="/${locale}/servicos/"]`)]
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      services.map((s) => `/${locale}/servicos/${s.slug}`),
    )
    assert.equal(
      links.map((a) => a.textContent),
      services.map((s) => i18n._(s.title)),
    )
    unmount()
  }
  const { container, unmount } = await render(<Footer />, { locale: 'en-us' })
  assert.ok(container.textContent?.includes('Web platforms'))
  unmount()
})

test('language links keep the current page and mark the current language', async () => {
  const { container, unmount } = await render(<Footer />, { locale: 'es-es', urlPathname: '/es-es/servicos/apis' })
  const links = [...container.querySelectorAll('a[hreflang]')]
  assert.equal(
    links.map((a) => a.getAttribute('href')),
    locales.map(({ segment }) => `/${segment}/servicos/apis`),
  )
  assert.equal(
    links.map((a) => a.textContent),
    locales.map((l) => l.name),
  )
  assert.equal(
    links.map((a) => a.getAttribute('aria-current')),
    locales.map((l) => (l.segment === 'es-es' ? 'page' : null)),
  )
  unmount()
})

test('the language links are plain HTML on a page, and an island (reading the address bar) only on the 404 page', async () => {
  const islandOn = async (urlPathname: string) => {
    const { container, unmount } = await render(<Footer />, { locale: 'en-us', urlPathname })
    const island = container.querySelector('tecto-island[data-island="FooterLanguages"]')
    const links = container.querySelectorAll('a[hreflang]').length
    unmount()
    return { island: island !== null, links }
  }
  assert.equal(await islandOn('/en-us/servicos/apis'), { island: false, links: locales.length })
  assert.equal(await islandOn('/en-us/404'), { island: true, links: locales.length })
})

/** Renders the footer with some company facts supplied (data/companyFacts.ts), then takes them back. */
async function withFacts(facts: Partial<CompanyFacts>, check: () => Promise<void>) {
  const saved = { ...companyFacts }
  Object.assign(companyFacts, facts)
  try {
    await check()
  } finally {
    for (const key of Object.keys(companyFacts) as (keyof CompanyFacts)[]) delete companyFacts[key]
    Object.assign(companyFacts, saved)
  }
}

test('until the company supplies them, no social link, no WhatsApp number, no certificate: its LGPD statement links the policy', async () => {
  const { container, unmount } = await render(<Footer />, { locale: 'en-us' })
  assert.is(container.querySelectorAll('a[target="_blank"]').length, 0)
  assert.not.ok(container.querySelector('a[href*="wa.me"]'))
  const statement = container.querySelector('section[aria-labelledby="footer-data-protection"] p')!.textContent ?? ''
  assert.match(statement, "Tecto processes personal data in line with the LGPD, Brazil's data protection law")
  assert.match(statement, `${leadRetentionDays} days`)
  assert.not.match(statement, 'not a certificate')
  assert.is(container.querySelector('a[href="/en-us/politica-de-privacidade#security"]')!.textContent, 'How we protect your data')
  const badge = container.querySelector('img[src="/images/lgpd/badge.svg"]')!
  assert.match(badge.getAttribute('alt') ?? '', 'LGPD')
  unmount()
})

test('once supplied, the certificate and every social link open in a new tab, safely, and the legal identity shows', async () => {
  const facts: Partial<CompanyFacts> = {
    whatsappNumber: '5511987654321',
    socialProfiles: ['https://instagram.com/tecto', 'https://x.com/tecto'],
    lgpdCertificate: '/certificados/lgpd.pdf',
    legalName: 'Tecto Tecnologia Ltda.',
    cnpj: '11.222.333/0001-81',
  }
  await withFacts(facts, async () => {
    const { container, unmount } = await render(<Footer />, { locale: 'en-us' })
    const external = [...container.querySelectorAll('a[target="_blank"]')]
    assert.equal(
      external.map((link) => link.getAttribute('href')),
      ['https://instagram.com/tecto', 'https://x.com/tecto', 'https://wa.me/5511987654321', '/certificados/lgpd.pdf'],
    )
    assert.equal(
      socialLinks().map((link) => link.id),
      ['instagram', 'x', 'whatsapp'],
    )
    for (const link of external) {
      assert.is(link.getAttribute('rel'), 'noopener noreferrer')
      assert.match(link.textContent ?? '', '(opens in a new tab)')
    }
    assert.match(container.querySelector('a[href^="https://wa.me/"]')!.textContent ?? '', 'Chat with Tecto on WhatsApp')
    assert.match(container.textContent ?? '', 'Tecto Tecnologia Ltda. · CNPJ 11.222.333/0001-81')
    unmount()
  })
})

test('the LGPD statement says what Tecto does in each language, never that it is "not a certificate"', async () => {
  const expected = { 'pt-br': 'A Tecto trata dados pessoais de acordo com a LGPD', 'es-es': 'Tecto trata los datos personales conforme a la LGPD' } as const
  for (const [locale, start] of Object.entries(expected)) {
    const { container, unmount } = await render(<Footer />, { locale: locale as keyof typeof expected })
    const statement = container.querySelector('section[aria-labelledby="footer-data-protection"] p')!.textContent ?? ''
    assert.match(statement, start)
    assert.not.match(statement, /certificado/)
    unmount()
  }
})

/** The footer's social row: each link's address, its accessible name and its icon's first shape. */
async function socialRow(locale: 'pt-br' | 'en-us' | 'es-es') {
  const { container, unmount } = await render(<Footer />, { locale })
  const row = [...container.querySelectorAll('a[target="_blank"]')]
    .filter((a) => a.querySelector('svg'))
    .map((a) => ({ href: a.getAttribute('href'), name: a.textContent, icon: a.querySelector('svg')!.innerHTML }))
  unmount()
  return row
}

test('any number of social profiles, in the order supplied, each recognised by its address and named in the page language', () =>
  withFacts(
    {
      socialProfiles: [
        'https://www.linkedin.com/company/tecto',
        'https://www.instagram.com/tecto',
        'https://br.linkedin.com/showcase/tecto-ia',
        'https://twitter.com/tecto',
        'https://www.tiktok.com/@tecto',
        'https://github.com/tecto',
        'https://youtu.be/channel',
        'https://m.facebook.com/tecto',
        'https://www.medium.com/@tecto',
      ],
    },
    async () => {
      const expected = {
        'pt-br': ['LinkedIn', 'Instagram', 'LinkedIn', 'X', 'TikTok', 'GitHub', 'YouTube', 'Facebook'].map((n) => `Tecto no ${n} (abre em uma nova aba)`),
        'es-es': ['LinkedIn', 'Instagram', 'LinkedIn', 'X', 'TikTok', 'GitHub', 'YouTube', 'Facebook'].map(
          (n) => `Tecto en ${n} (se abre en una pestaña nueva)`,
        ),
        'en-us': ['LinkedIn', 'Instagram', 'LinkedIn', 'X', 'TikTok', 'GitHub', 'YouTube', 'Facebook'].map((n) => `Tecto on ${n} (opens in a new tab)`),
      }
      const unknownSite = {
        'pt-br': 'Tecto em medium.com (abre em uma nova aba)',
        'es-es': 'Tecto en medium.com (se abre en una pestaña nueva)',
        'en-us': 'Tecto on medium.com (opens in a new tab)',
      }
      for (const locale of ['pt-br', 'es-es', 'en-us'] as const) {
        const row = await socialRow(locale)
        assert.equal(
          row.map((link) => link.href),
          [...companyFacts.socialProfiles],
          locale,
        )
        assert.equal(
          row.map((link) => link.name),
          [...expected[locale], unknownSite[locale]],
          locale,
        )
      }
      // Each network its own icon; the same network twice, the same icon.
      const icons = (await socialRow('en-us')).map((link) => link.icon)
      assert.is(icons[0], icons[2])
      assert.is(new Set(icons).size, 8)
    },
  ))

test('the copyright line names the year the site is built, and Tecto, in every language', async () => {
  // The footer is rendered as the prerender renders it: now, in this year.
  const year = new Date().getFullYear()
  for (const [locale, rights] of [
    ['pt-br', 'Todos os direitos reservados.'],
    ['en-us', 'All rights reserved.'],
    ['es-es', 'Todos los derechos reservados.'],
  ] as const) {
    const { container, unmount } = await render(<Footer />, { locale })
    assert.match(container.querySelector('footer')!.textContent ?? '', `© ${year} Tecto. ${rights}`, locale)
    unmount()
  }
})

test('"Privacy choices" opens the consent banner again', async () => {
  localStorage.setItem(consentStorageKey, 'false')
  const page = (
    <>
      <Footer />
      <ConsentBanner />
    </>
  )
  const { container, unmount } = await render(page, { locale: 'en-us' })
  assert.not.ok(container.querySelector('section[aria-labelledby="consent-banner-title"]'))
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Privacy choices')!
  await interact(() => button.click())
  assert.ok(container.querySelector('section[aria-labelledby="consent-banner-title"]'))
  unmount()
  localStorage.clear()
})

test.run()
