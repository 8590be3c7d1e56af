import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { newsPerPage } from '../data/routes'
import { robotsTxt, sitemapPages, sitemapXml } from './sitemap'

const origin = 'https://tecto.com.br'
const content = { services: ['design'], iaNoticia: ['uma-materia'], news: new Map([['launch', ['en-us'] as const]]) }
const pages = sitemapPages(['pt-br', 'en-us', 'es-es'], content)
const xml = sitemapXml(origin, pages)
const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!)

test('every page of the route list and the collections, once per language, under its canonical URL', () => {
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'))
  for (const path of ['/pt-br', '/en-us/quem-somos', '/es-es/servicos/design', '/en-us/noticias/launch', '/pt-br/ia-noticia/uma-materia'])
    assert.ok(locs.includes(origin + path), path)
  assert.equal(
    locs,
    [...new Set(locs)].sort((a, b) => a.localeCompare(b)),
  )
  assert.ok(xml.includes('<xhtml:link rel="alternate" hreflang="es-ES" href="https://tecto.com.br/es-es/quem-somos"/>'), xml)
})

test('pages kept out of search results, and languages a page is not in, stay out', () => {
  for (const path of ['/pt-br/404', '/en-us/obrigado', '/en-us/ia-noticia', '/pt-br/noticias/launch', '/es-es/ia-noticia/uma-materia'])
    assert.not.ok(locs.includes(origin + path), path)
})

test('languages the build does not publish have no entry and no alternate', () => {
  const portuguese = sitemapXml(origin, sitemapPages(['pt-br'], content))
  assert.not.match(portuguese, /en-us|en-US|es-es|es-ES/)
  assert.ok(portuguese.includes('<loc>https://tecto.com.br/pt-br/quem-somos</loc>'))
})

test('robots.txt lets every crawler in and names the sitemap on the site origin', () => {
  assert.is(robotsTxt(origin), 'User-agent: *\nAllow: /\n\nSitemap: https://tecto.com.br/sitemap.xml\n')
})

test('past a page of articles, the later news list pages are listed, each in the languages whose articles reach it, and still every article', () => {
  // 30 articles in English, one page and a bit in Portuguese (the first newsPerPage + 1 of them), none in Spanish.
  const news = new Map(Array.from({ length: 30 }, (_, i) => [`a${i}`, i <= newsPerPage ? (['en-us', 'pt-br'] as const) : (['en-us'] as const)]))
  const many = sitemapXml(origin, sitemapPages(['pt-br', 'en-us', 'es-es'], { ...content, news }))
  const listed = [...many.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.slice(origin.length))
  const englishPages = Math.ceil(30 / newsPerPage)
  assert.equal(
    listed.filter((loc) => loc.includes('/noticias/pagina/')),
    [...Array.from({ length: englishPages - 1 }, (_, i) => `/en-us/noticias/pagina/${i + 2}`), '/pt-br/noticias/pagina/2'],
  )
  assert.ok(many.includes('<xhtml:link rel="alternate" hreflang="pt-BR" href="https://tecto.com.br/pt-br/noticias/pagina/2"/>'))
  assert.not.ok(many.includes('hreflang="pt-BR" href="https://tecto.com.br/pt-br/noticias/pagina/3"'))
  assert.is(listed.filter((loc) => /^\/en-us\/noticias\/a\d+$/.test(loc)).length, 30)
  assert.is(listed.filter((loc) => /^\/pt-br\/noticias\/a\d+$/.test(loc)).length, newsPerPage + 1)
})

test('while every language’s articles fit one page, no later list page is listed', () => {
  assert.not.match(xml, '/pagina/')
})

test.run()
