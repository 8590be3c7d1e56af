import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as v from 'valibot'
import { splitFrontMatter } from '../../vite-plugins/content/frontMatter'
import { newsSchema } from '../../data/content/newsSchema'
import { sourceHash } from '../../data/content/sourceHash'
import { translatableFields } from '../../data/content/translatableFields'
import { startContentEditor, type ScriptServer } from '../support/npmScript'
import { tempDir } from '../support/tempDir'
import { projectRoot } from '../testBuild'
import { harness, siteClientDir } from './harness'

// `npm run cms` as the marketing team uses it: Decap CMS in Chromium, saving through decap-server into a copy of the
// content folder (CMS_REPOSITORY), so the working copy stays as it is. What it writes must read like a hand-written
// content file: the collection's schema takes it, and a language nobody wrote is not there.
const test = suite('content editor')

let editor: ScriptServer
let repository: string
let context: BrowserContext
const otherHosts: string[] = []
/** Errors the editor's pages threw, and what their Content-Security-Policy blocked, for the test that looks at them. */
const pageErrors: string[] = []

const newsFolder = () => join(repository, 'content/news')
const slug = 'tecto-abre-escritorio-em-recife'
const frontMatterOf = (file: string) => splitFrontMatter(readFileSync(file, 'utf8'))
let photo: string
const photoSize = { width: 2000, height: 1125 }

test.before(async () => {
  repository = tempDir('cms')
  cpSync(join(projectRoot, 'content'), join(repository, 'content'), { recursive: true })
  photo = join(tempDir('cms-photo'), 'recife.jpg')
  await sharp({ create: { ...photoSize, channels: 3, background: '#1e3c8c' } })
    .jpeg()
    .toFile(photo)
  // The test build has the editor (tests/testBuild.ts): its script is served from there rather than built again.
  editor = await startContentEditor({ CMS_REPOSITORY: repository, CMS_EDITOR_DIR: join(siteClientDir(), 'admin') })
  context = await (await harness()).browser.newContext({ viewport: { width: 1400, height: 1000 } })
  context.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1:') && !/^(data|blob):/.test(request.url())) otherHosts.push(request.url())
  })
})

test.after(async () => {
  await context?.close()
  await editor?.stop()
})

/** The editor's page, signed in to the local backend (Decap remembers it after the first time). */
async function signedIn(): Promise<Page> {
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) pageErrors.push(message.text())
  })
  await page.goto(`${editor.baseUrl}/admin/`)
  const login = page.getByRole('button', { name: 'Login' })
  const news = page.getByRole('link', { name: 'News', exact: true })
  await login.or(news).waitFor({ timeout: 60_000 })
  if (await login.isVisible()) await login.click()
  await news.waitFor()
  return page
}

/** Uploads the test's JPG as the entry's picture. */
async function choosePicture(page: Page) {
  await page.getByRole('button', { name: 'Choose an image' }).first().click()
  await page.locator('input[type="file"]').setInputFiles(photo)
  await page.getByRole('button', { name: 'Choose selected' }).click()
}

/** The thumbnail of the entry's "Picture" field, in the Portuguese column. */
const thumbnail = (page: Page) => page.locator('img[role="presentation"]').first()

/**
 * The size of the picture an image decoded, once it is `size` or after ten seconds: the editor first shows an empty
 * placeholder (an SVG of 300 × 150) while it fetches the file, so a thumbnail that stays empty has that size.
 */
async function decodedSize(image: Locator, size: { width: number; height: number }) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const decoded = await image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }))
    if ((decoded.width === size.width && decoded.height === size.height) || Date.now() > deadline) return decoded
    await sleep(250)
  }
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('Publish now').click()
  await page.getByText('Changes saved').waitFor({ timeout: 30_000 })
}

test('lists the news articles by their Portuguese titles, and talks to nothing but this machine', async () => {
  const page = await signedIn()
  try {
    for (const folder of readdirSync(newsFolder())) {
      const { title } = frontMatterOf(join(newsFolder(), folder, 'index.pt-br.md')).frontMatter as { title: string }
      await page.getByRole('link', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).waitFor({ timeout: 30_000 })
    }
    assert.equal(otherHosts, [])
  } finally {
    await page.close()
  }
})

test('a new article with a JPG and its English translation: the files a writer would have written, and no Spanish one', async () => {
  const page = await signedIn()
  try {
    await page.getByRole('link', { name: /Article$/ }).click()
    const [portuguese, english] = [0, 1]
    // The picture before anything else, as a marketer may do: the order in which its thumbnail was empty once saved.
    await choosePicture(page)
    assert.equal(await decodedSize(thumbnail(page), photoSize), photoSize)
    await page.getByLabel('Title').nth(portuguese).fill('Tecto abre escritório em Recife')
    await page.getByLabel('Summary').nth(portuguese).fill('Mais perto dos clientes do Nordeste.')
    await page.getByLabel('Picture description (alt text)').nth(portuguese).fill('A fachada do novo escritório em Recife')
    await page.locator('input[type="date"]').first().fill('2026-11-20')
    await page.locator('[contenteditable="true"]').nth(portuguese).click()
    await page.keyboard.type('A Tecto abriu um escritório em Recife.')
    await page.getByLabel('Title').nth(english).fill('Tecto opens an office in Recife')
    await page.getByLabel('Summary').nth(english).fill('Closer to clients in the Northeast.')
    await page.getByLabel('Picture description (alt text)').nth(english).fill('The front of the new office in Recife')
    await page.locator('[contenteditable="true"]').nth(english).click()
    await page.keyboard.type('Tecto opened an office in Recife.')
    await publish(page)
    // The marketer sees the picture still there once it is saved.
    assert.equal(await decodedSize(thumbnail(page), photoSize), photoSize)

    const folder = join(newsFolder(), slug)
    assert.equal(readdirSync(folder).sort(), ['index.en-us.md', 'index.pt-br.md', 'recife.jpg'])
    const source = frontMatterOf(join(folder, 'index.pt-br.md'))
    assert.equal(source.frontMatter, {
      title: 'Tecto abre escritório em Recife',
      description: 'Mais perto dos clientes do Nordeste.',
      date: '2026-11-20',
      kind: 'announcement',
      image: 'recife.jpg',
      imageAlt: 'A fachada do novo escritório em Recife',
    })
    assert.is(source.body.trim(), 'A Tecto abriu um escritório em Recife.')
    const translation = frontMatterOf(join(folder, 'index.en-us.md'))
    for (const file of [source, translation]) assert.ok(v.safeParse(newsSchema, file.frontMatter).success, JSON.stringify(file.frontMatter))
    // The revision npm run content:check compares: the translation was made from this Portuguese text.
    const revision = sourceHash(source.frontMatter as Record<string, unknown>, translatableFields.news, source.body)
    assert.is((translation.frontMatter as { sourceHash?: string }).sourceHash, revision)
    assert.equal(otherHosts, [])
  } finally {
    await page.close()
  }
})

test('a translation left half-written is refused with what it lacks, and nothing is written', async () => {
  const file = join(newsFolder(), slug, 'index.en-us.md')
  const before = readFileSync(file, 'utf8')
  const page = await signedIn()
  try {
    await page.getByRole('link', { name: /^Tecto abre escritório em Recife/ }).click({ timeout: 30_000 })
    await page.getByLabel('Title').nth(1).fill('')
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Publish now').click()
    await page.getByText(/The en-us translation lacks its title\. Write it, or clear the whole en-us column/).waitFor({ timeout: 30_000 })
    assert.is(readFileSync(file, 'utf8'), before)
  } finally {
    await page.close()
  }
})

test("the preview draws the article with the site's fonts and components, in the language being written", async () => {
  const page = await signedIn()
  try {
    await page.getByRole('link', { name: /^Tecto abre escritório em Recife/ }).click({ timeout: 30_000 })
    // The saved photo, fetched back from the entry's folder, in the "Picture" field's thumbnail and in the preview.
    assert.equal(await decodedSize(thumbnail(page), photoSize), photoSize)
    await page.getByRole('button', { name: 'Toggle preview' }).click()
    const preview = page.frameLocator('iframe').first()
    await preview.getByRole('heading', { level: 1, name: 'Tecto abre escritório em Recife' }).waitFor({ timeout: 30_000 })
    assert.is(await preview.locator('main').getAttribute('lang'), 'pt-br')
    await preview.getByRole('link', { name: 'Todas as notícias' }).waitFor()
    // The site's stylesheet, which Decap links into the preview's frame, may still be loading when the heading is drawn.
    const headingFont = await preview.getByRole('heading', { level: 1 }).evaluate(async (heading) => {
      const loading = [...heading.ownerDocument.querySelectorAll('link[rel="stylesheet"]')].filter((link) => !(link as HTMLLinkElement).sheet)
      await Promise.all(loading.map((link) => new Promise((loaded) => link.addEventListener('load', loaded, { once: true }))))
      return getComputedStyle(heading).fontFamily
    })
    assert.match(headingFont, /^"?Sora/)
    assert.equal(await decodedSize(preview.locator('figure img'), photoSize), photoSize)
    await page.getByText('Writing in PT-BR').click()
    await page.getByRole('menuitem', { name: 'EN-US' }).click()
    await preview.getByRole('heading', { level: 1, name: 'Tecto opens an office in Recife' }).waitFor({ timeout: 30_000 })
    await preview.getByRole('link', { name: 'All news' }).waitFor()
  } finally {
    await page.close()
  }
})

test('switching the language of either column draws it, and throws nothing', async () => {
  pageErrors.length = 0
  const page = await signedIn()
  try {
    await page.getByRole('link', { name: /^Tecto abre escritório em Recife/ }).click({ timeout: 30_000 })
    await page.getByLabel('Title').first().waitFor()
    // Decap remembers the right pane, the preview after the test above: the translation's column takes its place.
    if (!(await page.getByText('Writing in EN-US').isVisible())) await page.getByRole('button', { name: 'Toggle i18n' }).click()
    // The right column, then the left one: each has its own "Writing in" menu.
    await page.getByText('Writing in EN-US').click()
    await page.getByRole('menuitem', { name: 'ES-ES' }).click()
    await page.getByText('Writing in ES-ES').waitFor()
    assert.is(await page.getByLabel('Title').nth(1).inputValue(), '')
    await page.getByText('Writing in ES-ES').click()
    await page.getByRole('menuitem', { name: 'EN-US' }).click()
    assert.is(await page.getByLabel('Title').nth(1).inputValue(), 'Tecto opens an office in Recife')
    await page.getByText('Writing in PT-BR').click()
    await page.getByRole('menuitem', { name: 'ES-ES' }).click()
    await page.getByText('Writing in ES-ES').first().waitFor()
    assert.equal(pageErrors, [])
  } finally {
    await page.close()
  }
})

test('an article of the content folder shows its SVG picture in the "Picture" field and in the preview', async () => {
  const page = await signedIn()
  try {
    await page.getByRole('link', { name: /^Tecnologia de ponta para o Brasil/ }).click({ timeout: 30_000 })
    // The drawing's own size (technology-for-brazil.svg: width="640" height="360").
    const drawing = { width: 640, height: 360 }
    assert.equal(await decodedSize(thumbnail(page), drawing), drawing)
    // Decap remembers the preview pane as the last entry left it: open after the test above.
    if (!(await page.locator('iframe').first().isVisible())) await page.getByRole('button', { name: 'Toggle preview' }).click()
    const preview = page.frameLocator('iframe').first()
    await preview.getByRole('heading', { level: 1, name: 'Tecnologia de ponta para o Brasil' }).waitFor({ timeout: 30_000 })
    assert.equal(await decodedSize(preview.locator('figure img'), drawing), drawing)
  } finally {
    await page.close()
  }
})

test('an IA Notícia article is written in Portuguese, named for its language like every content file', async () => {
  const page = await signedIn()
  try {
    await page.getByRole('link', { name: 'IA Notícia (demo)', exact: true }).click()
    await page.getByRole('link', { name: /IA Notícia article$/ }).click()
    await page.getByLabel('Title', { exact: true }).fill('Câmara aprova marco da inteligência artificial')
    await page.locator('input[type="date"]').first().fill('2026-11-19')
    await choosePicture(page)
    await page.getByLabel('Relevance').fill('7-9')
    await page.getByLabel("IA Notícia's title").fill('Marco da IA aprovado na Câmara')
    await page.getByLabel("IA Notícia's summary").fill('O texto segue para o Senado.')
    await page.locator('[contenteditable="true"]').first().click()
    await page.keyboard.type('A Câmara aprovou o marco da inteligência artificial.')
    await publish(page)
    const folder = join(repository, 'content/ia-noticia/camara-aprova-marco-da-inteligencia-artificial')
    assert.equal(readdirSync(folder).sort(), ['index.pt-br.md', 'recife.jpg'])
  } finally {
    await page.close()
  }
})

test('a translation saved unchanged keeps the revision it was made from: the Portuguese moved on without it', async () => {
  const folder = join(newsFolder(), slug)
  const before = (frontMatterOf(join(folder, 'index.en-us.md')).frontMatter as { sourceHash: string }).sourceHash
  const page = await signedIn()
  try {
    await page.getByRole('link', { name: /^Tecto abre escritório em Recife/ }).click({ timeout: 30_000 })
    await page.getByLabel('Title').first().fill('Tecto abre escritório no Recife')
    await publish(page)
    const source = frontMatterOf(join(folder, 'index.pt-br.md'))
    assert.is((source.frontMatter as { title: string }).title, 'Tecto abre escritório no Recife')
    assert.is((frontMatterOf(join(folder, 'index.en-us.md')).frontMatter as { sourceHash: string }).sourceHash, before)
    assert.is.not(sourceHash(source.frontMatter as Record<string, unknown>, translatableFields.news, source.body), before)
    assert.not.ok(existsSync(join(folder, 'index.es-es.md')))
  } finally {
    await page.close()
  }
})

test('a translation made from an older Portuguese text says so above its preview, naming what changed', async () => {
  // The Portuguese as the translation was made from it, then as the test above published it, in git's history.
  const source = join(newsFolder(), slug, 'index.pt-br.md')
  const published = readFileSync(source, 'utf8')
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@localhost', ...args], { cwd: repository, stdio: 'ignore' })
  git('init', '-q')
  writeFileSync(source, published.replace('Tecto abre escritório no Recife', 'Tecto abre escritório em Recife'))
  git('add', '.')
  git('commit', '-qm', 'before')
  writeFileSync(source, published)
  git('commit', '-qam', 'after')
  const page = await signedIn()
  try {
    await page.getByRole('link', { name: /^Tecto abre escritório no Recife/ }).click({ timeout: 30_000 })
    // The form first: the preview pane, which Decap remembers open or closed, is drawn with it.
    await page.getByLabel('Title').first().waitFor()
    if (!(await page.locator('iframe').first().isVisible())) await page.getByRole('button', { name: 'Toggle preview' }).click()
    const preview = page.frameLocator('iframe').first()
    await preview.getByRole('heading', { level: 1, name: 'Tecto abre escritório no Recife' }).waitFor({ timeout: 30_000 })
    assert.is(await preview.getByRole('status').count(), 0)
    await page.getByText('Writing in PT-BR').click()
    await page.getByRole('menuitem', { name: 'EN-US' }).click()
    await preview.getByRole('status').getByText('Out of date: the Portuguese title changed since this translation was made.').waitFor({ timeout: 30_000 })
  } finally {
    await page.close()
  }
})

test('the built site has the editor at /admin/: never indexed, under its own policy, signing in at the git host', async () => {
  const { baseUrl } = await harness()
  const response = await fetch(`${baseUrl}/admin/`)
  assert.is(response.status, 200)
  assert.match(response.headers.get('x-robots-tag') ?? '', 'noindex')
  assert.match(response.headers.get('content-security-policy') ?? '', "script-src 'self' 'unsafe-eval'")
  assert.match(response.headers.get('content-security-policy') ?? '', "frame-ancestors 'none'")
  assert.is(response.headers.get('x-frame-options'), 'DENY')
  assert.match(await response.text(), '<meta name="robots" content="noindex, nofollow">')
  assert.not.match(await (await fetch(`${baseUrl}/sitemap.xml`)).text(), '/admin')
  const page = await context.newPage()
  try {
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(request.url()))
    await page.goto(`${baseUrl}/admin/`)
    // The test build names GitHub (tests/testBuild.ts); signing in would open the OAuth client's window.
    await page.getByRole('button', { name: 'Login with GitHub' }).waitFor({ timeout: 60_000 })
    assert.equal(
      fetched.filter((url) => !url.startsWith(`${baseUrl}/admin/`) && !/^(data|blob):/.test(url)),
      [],
    )
  } finally {
    await page.close()
  }
})

test('no public page asks for anything of the editor: no file of the site names /admin/, and pages load nothing from it', async () => {
  // Every file a public page can load (HTML, scripts, styles, feeds, the sitemap) is in the build outside admin/.
  const files = (await readdir(siteClientDir(), { recursive: true })).filter((file) => !file.startsWith('admin') && /\.(html|js|css|xml|txt|json)$/.test(file))
  assert.ok(files.length > 50, `${files.length} files`)
  const naming = files.filter((file) => readFileSync(join(siteClientDir(), file), 'utf8').includes('/admin'))
  assert.equal(naming, [])
  const site = await harness()
  for (const path of ['/pt-br', '/en-us/contato', '/es-es/noticias']) {
    const opened = await site.open(path, { waitUntil: 'load' })
    try {
      await opened.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await opened.page
        .locator('[name="name"]')
        .first()
        .focus()
        .catch(() => undefined)
      await sleep(500)
      const requested = await opened.page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
      assert.ok(requested.length > 3, path)
      assert.equal(
        requested.filter((url) => new URL(url).pathname.startsWith('/admin')),
        [],
        path,
      )
    } finally {
      await opened.close()
    }
  }
})

test('a picture the build would refuse is refused when the article is saved, with the reason, and nothing is written', async () => {
  const scripted = join(tempDir('cms-scripted'), 'scripted.svg')
  writeFileSync(scripted, '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>')
  const page = await signedIn()
  try {
    await page.getByRole('link', { name: /Article$/ }).click()
    await page.getByRole('button', { name: 'Choose an image' }).first().click()
    await page.locator('input[type="file"]').setInputFiles(scripted)
    await page.getByRole('button', { name: 'Choose selected' }).click()
    await page.getByLabel('Title').first().fill('Desenho com script')
    await page.getByLabel('Summary').first().fill('Um desenho que o site recusa.')
    await page.getByLabel('Picture description (alt text)').first().fill('Um quadrado vazio')
    await page.locator('input[type="date"]').first().fill('2026-11-21')
    await page.locator('[contenteditable="true"]').first().click()
    await page.keyboard.type('Texto.')
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Publish now').click()
    await page.getByText(/scripted\.svg has a <script> element, which may run code/).waitFor({ timeout: 30_000 })
    assert.not.ok(existsSync(join(newsFolder(), 'desenho-com-script')))
  } finally {
    await page.close()
  }
})

test.run()
