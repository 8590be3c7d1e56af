import sharp from 'sharp'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { localeSegments, localeTag } from '../../data/locales'
import { localizePath, splitLocale } from '../../data/localePath'
import { newsFeedPath, paths, unlistedPageIds } from '../../data/routes'
import { testBuildEnv } from '../testBuild'
import { assertNoProblems, harness, siteClientDir } from './harness'
import { sitePages } from './sitePages'

const test = suite('search and sharing (head tags, JSON-LD, sitemap, robots.txt)')

const origin = testBuildEnv.VITE_SITE_ORIGIN
const pages = [
  ...new Map(
    sitePages(siteClientDir())
      .filter((p) => p.status === 200)
      .map((p) => [p.url, p]),
  ).values(),
]

/** Pages kept out of search results: nothing to find there, or nothing to share. */
const isNoindexPath = (path: string) => unlistedPageIds.some((id) => paths[id] === path)

/** The content of `<meta {key}="{name}">` tags, and the href of `<link rel>` tags, of a page's head. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = (name: string) => [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].filter(([, n]) => n === name).map(([, , c]) => c!)
  const links = (rel: string) =>
    [...head.matchAll(/<link rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)].filter(([, r]) => r === rel).map(([, , lang, href]) => ({ lang, href }))
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => json!)
  const feed = [...head.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="([^"]+)">/g)].map(([, href]) => href!)
  return { title: /<title>([^<]*)<\/title>/.exec(head)?.[1], meta, links, jsonLd, feed, noindex: head.includes('<meta name="robots" content="noindex">') }
}

/** The schema.org types in a JSON-LD block, `@graph` included. */
const typesOf = (json: string) => {
  const data = JSON.parse(json) as { '@type'?: string; '@graph'?: { '@type': string }[] }
  return data['@graph'] ? data['@graph'].map((o) => o['@type']) : [data['@type']]
}

/** Whether a path after the locale is a news article's, `/noticias/{slug}`: the list's later pages are `/noticias/pagina/{n}`. */
const isArticlePath = (path: string) => path.startsWith(`${paths.news}/`) && path.split('/').length === 3

/** The JSON-LD types a page must carry, by its path after the locale. */
function expectedTypes(path: string): string[] {
  if (path === paths.home) return ['Organization']
  if (path.startsWith('/servicos/')) return ['Service', 'BreadcrumbList']
  if (isArticlePath(path)) return ['NewsArticle', 'BreadcrumbList']
  if (path.startsWith(`${paths.iaNoticia}/`)) return ['BreadcrumbList']
  return []
}

const canonicals = new Set<string>()
const pageUrls = new Set(pages.map((p) => p.url))

for (const page of pages) {
  test(`${page.url} has a translated title and description, and the links and cards search and sharing need`, async () => {
    const { baseUrl } = await harness()
    const head = headOf(await (await fetch(baseUrl + page.url)).text())
    const { path } = splitLocale(page.url)
    const problems: string[] = []
    if (!head.title || head.title === 'Tecto') problems.push(`title "${head.title}"`)
    if (!head.meta('description')[0]) problems.push('no meta description')
    if (isNoindexPath(path)) {
      if (!head.noindex) problems.push('should be noindex')
      if (head.links('canonical').length) problems.push('a noindex page names a canonical URL')
      return assertNoProblems(`${page.url}:`, problems)
    }
    if (head.noindex) problems.push('is noindex')
    const canonical = origin + localizePath(page.locale, path)
    canonicals.add(canonical)
    const named = head.links('canonical').map((l) => l.href)
    if (named.join() !== canonical) problems.push(`canonical ${named.join(', ') || 'missing'}, expected ${canonical}`)
    // The languages the build has this page in (a Portuguese-only article has none but Portuguese).
    const languages = localeSegments.filter((l) => pageUrls.has(localizePath(l, path)))
    const alternates = head.links('alternate').map((l) => `${l.lang} ${l.href}`)
    const fallback = languages.includes('pt-br') ? 'pt-br' : languages[0]!
    const expected = [...languages.map((l) => `${localeTag(l)} ${origin}${localizePath(l, path)}`), `x-default ${origin}${localizePath(fallback, path)}`]
    if (alternates.join('\n') !== expected.join('\n')) problems.push(`alternates:\n${alternates.join('\n')}\nexpected:\n${expected.join('\n')}`)
    if (!head.feed.includes(localizePath(page.locale, newsFeedPath))) problems.push(`links no news feed in its language (${head.feed.join() || 'none'})`)
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:image:alt', 'og:locale', 'twitter:card', 'twitter:image']) {
      if (!head.meta(key)[0]) problems.push(`no ${key}`)
    }
    if (head.meta('og:url')[0] !== canonical) problems.push(`og:url ${head.meta('og:url')[0]}`)
    if (head.meta('og:locale')[0] !== localeTag(page.locale).replace('-', '_')) problems.push(`og:locale ${head.meta('og:locale')[0]}`)
    const types = head.jsonLd.flatMap(typesOf)
    for (const type of expectedTypes(path)) if (!types.includes(type)) problems.push(`no ${type} in JSON-LD (has ${types.join(', ') || 'none'})`)
    assertNoProblems(`${page.url}:`, problems)
  })
}

test('the social card picture is a 1200×630 PNG', async () => {
  const { baseUrl } = await harness()
  const response = await fetch(`${baseUrl}/social/tecto.png`)
  assert.is(response.status, 200)
  const png = Buffer.from(await response.arrayBuffer())
  assert.is(png.subarray(1, 4).toString(), 'PNG')
  assert.equal([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630])
})

test('a news article shares its own picture: a raster of the type and size its tags say, described by its alt text', async () => {
  const { baseUrl } = await harness()
  const articles = pages.filter((page) => isArticlePath(splitLocale(page.url).path))
  assert.ok(articles.length >= 5)
  const signatures = { 'image/png': [0x89, 0x50, 0x4e, 0x47], 'image/jpeg': [0xff, 0xd8, 0xff] }
  for (const page of articles) {
    const head = headOf(await (await fetch(baseUrl + page.url)).text())
    const [image, type, width, height, alt] = ['og:image', 'og:image:type', 'og:image:width', 'og:image:height', 'og:image:alt'].map((key) => head.meta(key)[0])
    assert.ok(image?.startsWith(`${origin}/social/news/`), `${page.url}: og:image ${image}`)
    assert.is(head.meta('twitter:image')[0], image)
    assert.ok(alt && !alt.startsWith('Tecto:'), `${page.url}: the article's own alt text, not the site's (${alt})`)
    const response = await fetch(baseUrl + new URL(image!).pathname)
    assert.is(response.status, 200, image)
    assert.is(response.headers.get('content-type'), type)
    const bytes = Buffer.from(await response.arrayBuffer())
    assert.equal([...bytes.subarray(0, signatures[type as keyof typeof signatures].length)], signatures[type as keyof typeof signatures], image)
    const { width: w, height: h } = await sharp(bytes).metadata()
    assert.equal([String(w), String(h)], [width, height], image)
  }
})

test('sitemap.xml lists every indexable page once, with its language alternates', async () => {
  const { baseUrl } = await harness()
  const response = await fetch(`${baseUrl}/sitemap.xml`)
  assert.is(response.status, 200)
  const xml = await response.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!)
  assert.is(new Set(locs).size, locs.length, 'no URL twice')
  assert.equal([...locs].sort(), [...canonicals].sort())
  assert.ok(xml.includes(`<xhtml:link rel="alternate" hreflang="es-ES" href="${origin}/es-es/quem-somos"/>`))
})

for (const locale of localeSegments) {
  test(`the ${locale} news feed lists exactly the ${locale} articles the site has, newest first`, async () => {
    const { baseUrl } = await harness()
    const response = await fetch(baseUrl + localizePath(locale, newsFeedPath))
    assert.is(response.status, 200)
    assert.match(response.headers.get('content-type') ?? '', /xml/)
    const xml = await response.text()
    assert.match(xml, new RegExp(`^<\\?xml[^>]*\\?>\\s*<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeTag(locale)}">`))
    const entries = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map(([, entry]) => ({
      url: /<id>([^<]+)<\/id>/.exec(entry!)?.[1],
      title: /<title>([^<]+)<\/title>/.exec(entry!)?.[1],
      published: /<published>([^<]+)<\/published>/.exec(entry!)?.[1] ?? '',
    }))
    const articles = pages.filter((p) => p.locale === locale && isArticlePath(splitLocale(p.url).path))
    assert.ok(articles.length > 0)
    assert.equal(entries.map((e) => e.url).sort(), articles.map((p) => origin + p.url).sort())
    assert.ok(
      entries.every((e) => e.title),
      'every entry has its title',
    )
    const dates = entries.map((e) => e.published)
    assert.equal(dates, [...dates].sort().reverse())
  })
}

test('robots.txt lets crawlers in and names the sitemap', async () => {
  const { baseUrl } = await harness()
  const text = await (await fetch(`${baseUrl}/robots.txt`)).text()
  assert.match(text, /^User-agent: \*$/m)
  assert.not.match(text, /^Disallow: \/$/m)
  assert.match(text, new RegExp(`^Sitemap: ${origin}/sitemap.xml$`, 'm'))
})

test.run()
