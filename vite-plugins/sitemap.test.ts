import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { robotsTxt, sitemapPage, sitemapXml } from './sitemap'

const head = (links: string, extra = '') => `<!doctype html><html><head>${extra}${links}</head><body></body></html>`
const about = head(
  '<link rel="canonical" href="https://tecto.com.br/en-us/quem-somos">' +
    '<link rel="alternate" hreflang="pt-BR" href="https://tecto.com.br/pt-br/quem-somos">' +
    '<link rel="alternate" hreflang="x-default" href="https://tecto.com.br/pt-br/quem-somos">' +
    '<link rel="stylesheet" href="/assets/a.css">',
)

test('a page is listed under its canonical URL with its language alternates', () => {
  assert.equal(sitemapPage(about), {
    url: 'https://tecto.com.br/en-us/quem-somos',
    alternates: [
      { hreflang: 'pt-BR', href: 'https://tecto.com.br/pt-br/quem-somos' },
      { hreflang: 'x-default', href: 'https://tecto.com.br/pt-br/quem-somos' },
    ],
  })
})

test('pages without a canonical link or marked noindex stay out', () => {
  assert.is(sitemapPage(head('<link rel="icon" href="/favicon.svg">')), undefined)
  assert.is(sitemapPage(head('<link rel="canonical" href="https://tecto.com.br/pt-br/obrigado">', '<meta name="robots" content="noindex">')), undefined)
})

test('two copies of a page (with and without /pt-br) make one entry', () => {
  const page = sitemapPage(about)!
  const xml = sitemapXml([page, page])
  assert.is(xml.match(/<url>/g)?.length, 1)
  assert.ok(xml.includes('<loc>https://tecto.com.br/en-us/quem-somos</loc>'), xml)
  assert.ok(xml.includes('<xhtml:link rel="alternate" hreflang="pt-BR" href="https://tecto.com.br/pt-br/quem-somos"/>'), xml)
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'))
})

test('robots.txt lets every crawler in and names the sitemap on the site origin', () => {
  assert.is(robotsTxt('https://tecto.com.br'), 'User-agent: *\nAllow: /\n\nSitemap: https://tecto.com.br/sitemap.xml\n')
})

test.run()
