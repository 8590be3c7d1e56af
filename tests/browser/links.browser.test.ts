import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { suite } from 'uvu'
import { listFiles } from '../../shared/listFiles'
import { editorFolder } from '../../data/contentEditor'
import { companyFacts } from '../../data/companyFacts'
import { splitLocale } from '../../data/localePath'
import { paths } from '../../data/routes'
import { testBuildEnv } from '../testBuild'
import { assertNoProblems, harness, siteClientDir } from './harness'
import { pageIds, pageLinks } from './pageLinks'

const test = suite('links (every internal link and anchor of every page)')

/** Every prerendered page, by the URL that serves it: `en-us/quem-somos/index.html` → `/en-us/quem-somos`. */
const pageUrls = listFiles(siteClientDir())
  .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
  .map((file) => `/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`)
  .sort()

/** A fetched URL: its status, and the ids it defines when it is a page. */
type Fetched = { status: number; ids?: Set<string> }
const fetched = new Map<string, Promise<Fetched>>()

/** GETs a path of the local server once, however many pages link to it. */
function get(baseUrl: string, path: string): Promise<Fetched> {
  if (!fetched.has(path)) {
    fetched.set(
      path,
      (async () => {
        const response = await fetch(baseUrl + path, { redirect: 'manual' })
        const isHtml = (response.headers.get('content-type') ?? '').includes('text/html')
        const body = isHtml ? await response.text() : undefined
        if (!isHtml) await response.arrayBuffer()
        return { status: response.status, ids: body === undefined ? undefined : pageIds(body) }
      })(),
    )
  }
  return fetched.get(path)!
}

// Canonical and alternate links are absolute, on the public origin: they are checked against the local build.
const publicOrigin = new URL(testBuildEnv.VITE_SITE_ORIGIN).origin

/** The 404 pages answer 404 on purpose (their language links lead to each other); every other page 200. */
const expectedStatus = (path: string) => (splitLocale(path).path === paths.notFound ? 404 : 200)

/** What is wrong with the links of the page at `url`. */
async function linkProblems(baseUrl: string, url: string): Promise<string[]> {
  const page = await get(baseUrl, url)
  if (page.status !== expectedStatus(url)) return [`the page itself answers ${page.status}`]
  const html = await (await fetch(baseUrl + url)).text()
  const problems: string[] = []
  for (const link of pageLinks(html)) {
    const target = new URL(link.url, publicOrigin + url)
    if (!/^https?:$/.test(target.protocol) || target.origin !== publicOrigin) continue
    const path = target.pathname + target.search
    const answer = await get(baseUrl, path)
    const where = `<${link.tag} ${link.attribute}="${link.url}">`
    if (answer.status !== expectedStatus(target.pathname)) {
      problems.push(`${where} answers ${answer.status}`)
      continue
    }
    const fragment = decodeURIComponent(target.hash.slice(1))
    if (fragment && !answer.ids?.has(fragment)) problems.push(`${where}: no element with id "${fragment}" on ${path}`)
  }
  return problems
}

test('the build has pages to check', () => {
  if (pageUrls.length < 50) throw new Error(`only ${pageUrls.length} pages found`)
})

for (const url of pageUrls) {
  test(`${url}: every internal link, image, script and anchor resolves`, async () => {
    const { baseUrl } = await harness()
    assertNoProblems(`${url}:`, await linkProblems(baseUrl, url))
  })
}

/** Every address the company has supplied (data/companyFacts.ts): the only places a page may link outside the site. */
const suppliedAddresses = new Set(
  Object.values(companyFacts)
    .flatMap((fact) => (typeof fact === 'object' ? Object.values(fact) : [fact]))
    .filter((value): value is string => typeof value === 'string'),
)

test('no page links outside the site except to addresses the company supplied: no made-up number, profile or certificate', async () => {
  const { baseUrl } = await harness()
  const problems: string[] = []
  for (const url of pageUrls) {
    const html = await (await fetch(baseUrl + url)).text()
    for (const link of pageLinks(html).filter((link) => link.tag === 'a')) {
      const target = new URL(link.url, publicOrigin + url)
      // A mailbox on the site's own domain (the privacy policy's) is the deployment's, like its pages.
      const ownMailbox = target.protocol === 'mailto:' && target.pathname.endsWith(`@${new URL(publicOrigin).hostname}`)
      const outside = !ownMailbox && (target.origin !== publicOrigin || target.pathname.startsWith('/certificados/'))
      if (outside && !suppliedAddresses.has(link.url) && !suppliedAddresses.has(whatsappNumberOf(link.url))) problems.push(`${url}: ${link.url}`)
    }
  }
  assertNoProblems('links to addresses nobody supplied:', problems)
})

test("every script of the build but vike's own entries is loaded by a page, or by a script a page loads", () => {
  // The content editor's folder is Decap CMS's bundle as the package ships it: its chunks are named at run time.
  // vike writes a client entry per page and its router although the pages, HTML only, load neither (docs/architecture/build.md).
  const files = listFiles(siteClientDir()).filter((file) => !file.startsWith(`${editorFolder}/`))
  const scripts = files.filter((file) => /\.m?js$/.test(file))
  if (scripts.length < 5) throw new Error(`only ${scripts.length} scripts found`)
  // A script is loaded when a page or a loaded script names it: every name carries a content hash, so none appears by chance.
  const loaded = new Set<string>()
  const pending = files.filter((file) => file.endsWith('.html'))
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const text = readFileSync(join(siteClientDir(), file), 'utf8')
    for (const script of scripts.filter((script) => !loaded.has(script) && text.includes(basename(script)))) {
      loaded.add(script)
      pending.push(script)
    }
  }
  assertNoProblems(
    'scripts no page loads:',
    scripts.filter((file) => !loaded.has(file) && !/^assets\/entries\/(pages_[\w-]+|entry-server-routing)\.[\w-]+\.js$/.test(file)),
  )
})

/** The number of a wa.me link, which the content file holds without the address around it. */
const whatsappNumberOf = (url: string) => /^https:\/\/wa\.me\/(\d+)$/.exec(url)?.[1] ?? ''

test.run()
