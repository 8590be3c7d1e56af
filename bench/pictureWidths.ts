// `npx tsx bench/pictureWidths.ts` (docs/performance.md, Pictures): what a content picture's settings cost to encode,
// and which file Chromium takes on each screen. Runs on a copy of the project whose news pictures are one generated
// 2400×1350 photograph, built with the query of vite-plugins/content/contentFiles.ts as it stands.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import sharp, { type AvifOptions, type WebpOptions } from 'sharp'
import { runBuild } from '../server/runBuild'
import { chromiumFlags, chromiumPath } from '../testbed/chromium'
import { pictureWidths } from '../vite-plugins/content/contentFiles'
import { photoLikePicture, projectCopy } from './photoArticles'
import { startOurServer } from './servers'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Peak signal-to-noise ratio of an encoded file against the resized original, in dB: higher is closer. */
async function psnr(original: Buffer, encoded: Buffer, width: number) {
  const [a, b] = await Promise.all([sharp(original).resize(width).raw().toBuffer(), sharp(encoded).removeAlpha().raw().toBuffer()])
  let squares = 0
  for (let i = 0; i < a.length; i++) squares += (a[i]! - b[i]!) ** 2
  return 10 * Math.log10(255 ** 2 / (squares / a.length))
}

/** Encoder settings to compare (sharp's defaults are AVIF quality 50 effort 4, WebP quality 80 effort 4). */
const settings: Record<string, { avif: AvifOptions; webp: WebpOptions; widths?: readonly number[] }> = {
  'sharp defaults': { avif: {}, webp: {} },
  'AVIF effort 0': { avif: { effort: 0 }, webp: {} },
  'AVIF effort 2': { avif: { effort: 2 }, webp: {} },
  'effort 3': { avif: { effort: 3 }, webp: { effort: 3 } },
  'effort 3, quality 45/75': { avif: { effort: 3, quality: 45 }, webp: { effort: 3, quality: 75 } },
  'effort 3, no 1600 w': { avif: { effort: 3 }, webp: { effort: 3 }, widths: pictureWidths.slice(0, -1) },
}

// The photo articles' generated picture (bench/photoArticles.ts): the same one on every run.
const photo = await photoLikePicture(1)
console.log(`Encoding a 2400×1350 photograph in AVIF and WebP at ${pictureWidths.join(', ')} px, sharp concurrency ${sharp.concurrency()}:`)
for (const [name, { avif, webp, widths = pictureWidths }] of Object.entries(settings)) {
  const [started, cpu] = [Date.now(), process.cpuUsage()]
  // All at once, as vite-imagetools does (Promise.all over a picture's variants).
  const files = await Promise.all(widths.flatMap((w) => [sharp(photo).resize(w).avif(avif).toBuffer(), sharp(photo).resize(w).webp(webp).toBuffer()]))
  const [seconds, { user, system }] = [(Date.now() - started) / 1000, process.cpuUsage(cpu)]
  const kib = (format: number) => files.reduce((sum, file, i) => sum + (i % 2 === format ? file.length : 0), 0) / 1024
  const quality = await Promise.all(files.map((file, i) => psnr(photo, file, widths[i >> 1]!)))
  const dB = (format: number) => (quality.filter((_, i) => i % 2 === format).reduce((a, b) => a + b) / widths.length).toFixed(2)
  const cost = `${seconds.toFixed(1)} s (CPU ${((user + system) / 1e6).toFixed(1)} s)`
  console.log(`  ${name}: ${cost}, AVIF ${kib(0).toFixed(0)} KiB ${dB(0)} dB, WebP ${kib(1).toFixed(0)} KiB ${dB(1)} dB`)
}

// The copy (with a picture cache of its own), the photograph in place of every news picture.
const copy = projectCopy(root)
for (const slug of readdirSync(join(copy, 'content', 'news'))) {
  const folder = join(copy, 'content', 'news', slug)
  writeFileSync(join(folder, 'photo.jpg'), photo)
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.md'))) {
    writeFileSync(join(folder, file), readFileSync(join(folder, file), 'utf8').replace(/^image: .*$/m, 'image: photo.jpg'))
  }
}
const env = { ...process.env, NODE_ENV: 'production', TECTO_OUT_DIR: 'dist', VITE_GTM_IDS: '', VITE_META_PIXEL_ID: '', VITE_BR_HOST: '', VITE_INTL_HOST: '' }
const build = await runBuild(copy, { env }).done
if (!build.ok) throw new Error(`vike build failed:\n${build.output}`)
console.log(`Built the copy in ${build.seconds.toFixed(1)} s, its one photograph encoded`)

/** The representative screens: CSS width, height and device pixel ratio. */
const screens = [
  [360, 800, 3],
  [390, 844, 3],
  [412, 915, 2.625],
  [768, 1024, 2],
  [1280, 800, 1],
  [1440, 900, 2],
  [1920, 1080, 1],
] as const
const published = (slug: string) => !/^draft: true$/m.test(readFileSync(join(copy, 'content', 'news', slug, 'index.pt-br.md'), 'utf8'))
const slug = readdirSync(join(copy, 'content', 'news'))
  .sort()
  .find(published)
// The first picture of each: a card of the list, the article's cover.
const pages = { 'news list card': '/pt-br/noticias', 'article cover': `/pt-br/noticias/${slug}` }

const server = await startOurServer(join(copy, 'dist', 'client'))
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
try {
  console.log('\nscreen | picture: drawn CSS px × DPR = needed px → file taken (taken / needed)')
  for (const [width, height, deviceScaleFactor] of screens) {
    for (const [name, path] of Object.entries(pages)) {
      // A context of its own: Chromium would reuse a larger file it already holds.
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor })
      const page = await context.newPage()
      await page.goto(server.url + path)
      const { drawn, file } = await page.$eval('picture img', async (image: HTMLImageElement) => {
        image.scrollIntoView() // a lazy picture is chosen once it nears the screen
        await image.decode()
        const candidates = [...image.parentElement!.querySelectorAll('source')].flatMap((source) => source.srcset.split(', '))
        const taken = candidates.find((candidate) => new URL(candidate.split(' ')[0]!, location.href).href === image.currentSrc)
        return { drawn: image.getBoundingClientRect().width, file: Number.parseInt(taken?.split(' ')[1] ?? '0', 10) }
      })
      const needed = Math.round(drawn * deviceScaleFactor)
      console.log(
        `${width}×${height}@${deviceScaleFactor} | ${name}: ${Math.round(drawn)} × ${deviceScaleFactor} = ${needed} → ${file} w (${(file / needed).toFixed(2)}×)`,
      )
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
  rmSync(copy, { recursive: true, force: true })
}
