import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { msg } from '@lingui/core/macro'
import type { PageContextServer } from 'vike/types'
import { createI18n } from '../locales/i18n'
import { splitLocale } from '../data/localePath'
import { locales } from '../data/locales'
import { documentHead } from './documentHead'
import { breadcrumbList } from './seo/schemaOrg'

/** A page context with just what `documentHead` reads: the config, the URL and its locale. */
const page = (config: PageContextServer['config'], urlPathname = '/pt-br/quem-somos') =>
  ({ config, urlOriginal: urlPathname, locale: splitLocale(urlPathname).locale, routeParams: {} }) as unknown as PageContextServer

const origin = 'https://tecto.example'

const robots = '<meta name="robots" content="noindex">'

test('a page configured with noindex asks search engines not to index it', async () => {
  const head = documentHead(page({ title: msg`Page not found — Tecto`, noindex: true }), await createI18n('en-us'))
  assert.ok(head.includes(robots), head)
  assert.ok(head.includes('<title>Page not found — Tecto</title>'), head)
  assert.not.ok(head.includes('rel="canonical"'), 'a page kept out of search results names no canonical URL')
})

test('a form page answering a refused post is kept out of search results, its title saying the form was not sent', async () => {
  const answer = { ...page({ title: msg`Contact us — Tecto` }, '/es-es/contato'), formReply: { errors: {}, reason: '' } } as PageContextServer
  const head = documentHead(answer, await createI18n('es-es'))
  assert.ok(head.includes(robots), head)
  assert.ok(head.includes('<title>No se ha podido enviar tu mensaje — Contacta con nosotros — Tecto</title>'), head)
})

test('other pages carry no robots tag', async () => {
  const i18n = await createI18n('pt-br')
  for (const config of [{}, { noindex: false }, { title: msg`Privacy policy — Tecto` }]) {
    const head = documentHead(page(config), i18n)
    assert.not.ok(head.includes('name="robots"'), head)
  }
})

test('a title or description given as a function is picked from the page context, then translated', async () => {
  // Messages the site itself has: a catalog holds no text only a test uses.
  const pages = { privacy: msg`Privacy policy — Tecto`, missing: msg`Page not found — Tecto` }
  const pageContext = {
    urlOriginal: '/en-us/politica-de-privacidade',
    locale: 'en-us',
    routeParams: { slug: 'privacy' },
    config: {
      title: (context: PageContextServer) => pages[context.routeParams.slug as keyof typeof pages],
      description: () => msg`Research, prototypes and interfaces that turn visitors into loyal customers.`,
    },
  } as unknown as PageContextServer
  const head = documentHead(pageContext, await createI18n('en-us'))
  assert.ok(head.includes('<title>Privacy policy — Tecto</title>'), head)
  assert.ok(head.includes('<meta name="description" content="Research, prototypes and interfaces that turn visitors into loyal customers.">'), head)
})

test('a page names its canonical URL and its three languages, on the configured origin', async () => {
  const head = documentHead(page({ title: msg`About us — Tecto, software factory and tech talent` }, '/es-es/quem-somos'), await createI18n('es-es'), origin)
  assert.ok(head.includes('<link rel="canonical" href="https://tecto.example/es-es/quem-somos">'), head)
  assert.ok(head.includes('<link rel="alternate" hreflang="pt-BR" href="https://tecto.example/pt-br/quem-somos">'), head)
  assert.ok(head.includes('<link rel="alternate" hreflang="x-default" href="https://tecto.example/pt-br/quem-somos">'), head)
})

test('link previews get the translated title, the page URL and the shared picture with its alt text', async () => {
  const i18n = await createI18n('pt-br')
  const head = documentHead(page({ title: msg`About us — Tecto, software factory and tech talent`, ogType: 'article' }), i18n, origin)
  const title = i18n._(msg`About us — Tecto, software factory and tech talent`)
  assert.ok(title !== 'About us — Tecto', 'the Portuguese catalog translates the title')
  assert.ok(head.includes(`<meta property="og:title" content="${title}">`), head)
  assert.ok(head.includes('<meta property="og:type" content="article">'), head)
  assert.ok(head.includes('<meta property="og:locale" content="pt_BR">'), head)
  assert.ok(head.includes('<meta property="og:locale:alternate" content="es_ES">'), head)
  assert.ok(head.includes('<meta property="og:image" content="https://tecto.example/social/tecto.png">'), head)
  assert.ok(head.includes('<meta property="og:image:type" content="image/png">'), head)
  assert.ok(head.includes('<meta name="twitter:card" content="summary_large_image">'), head)
  assert.match(head, /<meta property="og:image:alt" content="Tecto: [^"]*(software|talentos)/)
})

test('a page with its own picture shows it in link previews instead, with its type, size and alt text', async () => {
  const socialImage = () => ({ path: '/social/news/a/photo.jpg', width: 1200, height: 630, type: 'image/jpeg' as const, alt: 'Uma equipe em reunião' })
  const head = documentHead(page({ socialImage }, '/pt-br/noticias/a'), await createI18n('pt-br'), origin)
  for (const tag of [
    '<meta property="og:image" content="https://tecto.example/social/news/a/photo.jpg">',
    '<meta property="og:image:type" content="image/jpeg">',
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    '<meta property="og:image:alt" content="Uma equipe em reunião">',
    '<meta name="twitter:image" content="https://tecto.example/social/news/a/photo.jpg">',
    '<meta name="twitter:image:alt" content="Uma equipe em reunião">',
  ])
    assert.ok(head.includes(tag), `${tag}\n${head}`)
  assert.not.ok(head.includes('/social/tecto.png'), head)
})

test('structured data lands in one JSON-LD script that no text can break out of', async () => {
  const structuredData = () => [breadcrumbList([{ name: '</script><b>', url: `${origin}/pt-br` }])]
  const head = documentHead(page({ structuredData }), await createI18n('pt-br'), origin)
  const [, json] = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head) ?? []
  assert.ok(json, head)
  assert.not.ok(json!.includes('</script>'))
  assert.equal(JSON.parse(json!), {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ '@type': 'ListItem', position: 1, name: '</script><b>', item: 'https://tecto.example/pt-br' }],
  })
})

test('a page of a paged list links the pages before and after it, in its language, on the configured origin', async () => {
  const pagination = () => ({ prev: '/noticias', next: '/noticias/pagina/3' })
  const head = documentHead(page({ pagination }, '/en-us/noticias/pagina/2'), await createI18n('en-us'), origin)
  assert.ok(head.includes('<link rel="prev" href="https://tecto.example/en-us/noticias">'), head)
  assert.ok(head.includes('<link rel="next" href="https://tecto.example/en-us/noticias/pagina/3">'), head)
  const last = documentHead(page({ pagination: () => ({ prev: '/noticias/pagina/2' }) }, '/en-us/noticias/pagina/3'), await createI18n('en-us'), origin)
  assert.not.ok(last.includes('rel="next"'), last)
})

test("Open Graph writes locales with an underscore, the alternates being only the other languages; its keys use property, Twitter's name", async () => {
  const head = documentHead(page({ title: msg`About us — Tecto, software factory and tech talent` }), await createI18n('pt-br'), origin)
  const alternates = [...head.matchAll(/property="og:locale:alternate" content="([^"]+)"/g)].map(([, locale]) => locale)
  assert.equal(
    alternates,
    locales.filter((l) => l.segment !== 'pt-br').map((l) => l.tag.replace('-', '_')),
  )
  const tags = [...head.matchAll(/<meta (\w+)="((?:og|twitter):[^"]+)"/g)]
  assert.ok(tags.length > 10, head)
  for (const [, attribute, key] of tags) assert.is(attribute, key!.startsWith('og:') ? 'property' : 'name', key)
})

test('a page without a description gets no empty description tags', async () => {
  const i18n = await createI18n('pt-br')
  const without = documentHead(page({ title: msg`Privacy policy — Tecto` }), i18n, origin)
  assert.not.match(without, /description/)
  const withOne = documentHead(page({ description: () => msg`Research, prototypes and interfaces that turn visitors into loyal customers.` }), i18n, origin)
  assert.match(withOne, /<meta name="twitter:description" content="[^"]+">/)
  assert.match(withOne, /<meta property="og:description" content="[^"]+">/)
})

test.run()
