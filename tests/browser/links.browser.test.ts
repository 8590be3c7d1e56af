import { suite } from 'uvu'
import { listFiles } from '../../build/listFiles'
import { externalSections } from '../../data/externalSites'
import { splitLocale } from '../../data/localePath'
import { paths } from '../../data/routes'
import { testBuildEnv } from '../testBuild'
import { assertNoProblems, harness, siteClientDir } from './harness'
import { pageIds, pageLinks } from './pageLinks'

const test = suite('links (every internal link and anchor of every page)')

/** Every prerendered page, by the URL that serves it: `en-us/quem-somos/index.html` → `/en-us/quem-somos`. */
const pageUrls = listFiles(siteClientDir())
  .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
  .map((file) => '/' + file.slice(0, -'index.html'.length).replace(/\/$/, ''))
  .sort()

/** A fetched URL: its status, and the ids it defines when it is a page. */
type Fetched = { status: number; ids?: Set<string> }
const fetched = new Map<string, Promise<Fetched>>()

/** GETs a path of the local server once, however many pages link to it. */
function get(baseUrl: string, path: string): Promise<Fetched> {
  if (!fetched.has(path)) {
    fetched.set(path, (async () => {
      const response = await fetch(baseUrl + path, { redirect: 'manual' })
      const isHtml = (response.headers.get('content-type') ?? '').includes('text/html')
      const body = isHtml ? await response.text() : (await response.arrayBuffer(), undefined)
      return { status: response.status, ids: body === undefined ? undefined : pageIds(body) }
    })())
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
    if (externalSections.some((section) => target.href.startsWith(section + '/'))) continue
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

test.run()
