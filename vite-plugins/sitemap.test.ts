import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { tempDir } from '../tests/support/tempDir'
import { robotsTxt, sitemapXml } from './sitemap'

const origin = 'https://tecto.com.br'

/** A prerendered page at `path` whose head names `links` (a noindex page names none). */
function writePage(clientDir: string, path: string, links: string[]) {
  mkdirSync(join(clientDir, path), { recursive: true })
  const head = ['<meta charset="utf-8">', ...links].join('\n    ')
  writeFileSync(join(clientDir, path, 'index.html'), `<!doctype html>\n<html>\n  <head>\n    ${head}\n  </head>\n  <body><a href="/x">x</a></body>\n</html>`)
}

const alternates = (path: string, locales: string[]) => [
  ...locales.map((l) => `<link rel="alternate" hreflang="${l.slice(0, 3)}${l.slice(3).toUpperCase()}" href="${origin}/${l}${path}">`),
  `<link rel="alternate" hreflang="x-default" href="${origin}/${locales.includes('pt-br') ? 'pt-br' : locales[0]}${path}">`,
]

const clientDir = tempDir('sitemap')
for (const locale of ['pt-br', 'en-us', 'es-es'])
  writePage(clientDir, `${locale}/quem-somos`, [
    `<link rel="canonical" href="${origin}/${locale}/quem-somos">`,
    ...alternates('/quem-somos', ['pt-br', 'en-us', 'es-es']),
  ])
// The unprefixed Portuguese page names the /pt-br one as its canonical URL.
writePage(clientDir, 'quem-somos', [`<link rel="canonical" href="${origin}/pt-br/quem-somos">`, ...alternates('/quem-somos', ['pt-br', 'en-us', 'es-es'])])
writePage(clientDir, 'en-us/noticias/launch', [`<link rel="canonical" href="${origin}/en-us/noticias/launch">`, ...alternates('/noticias/launch', ['en-us'])])
writePage(clientDir, 'pt-br/404', ['<meta name="robots" content="noindex">'])
const xml = sitemapXml(clientDir)
const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!)

test('every page that names a canonical URL is listed once, under it, with the alternates its head names, sorted', () => {
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'))
  assert.equal(
    locs,
    ['/en-us/noticias/launch', '/en-us/quem-somos', '/es-es/quem-somos', '/pt-br/quem-somos'].map((path) => origin + path),
  )
  assert.ok(xml.includes('<xhtml:link rel="alternate" hreflang="es-ES" href="https://tecto.com.br/es-es/quem-somos"/>'), xml)
  assert.ok(
    xml.includes(
      '<loc>https://tecto.com.br/en-us/noticias/launch</loc>\n    <xhtml:link rel="alternate" hreflang="en-US" href="https://tecto.com.br/en-us/noticias/launch"/>\n    <xhtml:link rel="alternate" hreflang="x-default" href="https://tecto.com.br/en-us/noticias/launch"/>\n  </url>',
    ),
    xml,
  )
})

test('a page kept out of search results (noindex, so no canonical URL) stays out', () => {
  assert.not.match(xml, '/404')
})

test('robots.txt lets every crawler in and names the sitemap on the site origin', () => {
  assert.is(robotsTxt(origin), 'User-agent: *\nAllow: /\n\nSitemap: https://tecto.com.br/sitemap.xml\n')
})

test.run()
