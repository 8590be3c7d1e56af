import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { sourceHash } from '../data/content/sourceHash'
import { translatableFields } from '../data/content/translatableFields'

// `npm run bench -- photo-articles` (docs/performance.md): the pipeline's times with many photo articles, in a throw-away
// copy of the project: a cold run (no picture cache, as from a fresh clone), then one more article with the cache it left.

/** The issue's 100 articles, or fewer while developing (docs/performance.md). */
export const photoArticleCount = Number(process.env.BENCH_PHOTO_ARTICLES || 100)

/** The issue's limits, in seconds: a build from a fresh clone, and a deploy of one more article with the pipeline's cache. */
const photoLimits = { cold: 600, oneMore: 120 }

/** The project's tracked files in a temp dir, node_modules linked but for `.cache` and `.vite`: no picture cache to start. */
export function projectCopy(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'tecto-photo-articles-'))
  for (const file of execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0')) {
    if (file && existsSync(join(root, file))) cpSync(join(root, file), join(copy, file))
  }
  mkdirSync(join(copy, 'node_modules'))
  for (const entry of readdirSync(join(root, 'node_modules')).filter((entry) => entry !== '.cache' && entry !== '.vite'))
    symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry))
  return copy
}

/** A picture that compresses like a photograph: a gradient, blurred patches of colour, texture and grain, all drawn from `seed`. */
export async function photoLikePicture(seed: number, width = 2400, height = 1350): Promise<Buffer> {
  // mulberry32: a small seeded generator, so each article's picture differs and is the same on every run.
  let state = seed * 0x9e3779b9
  const random = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
  const at = (scale: number) => Math.round(random() * scale)
  const patches = Array.from(
    { length: 60 },
    () =>
      `<ellipse cx="${at(width)}" cy="${at(height)}" rx="${at(width / 4)}" ry="${at(height / 4)}" fill="hsl(${at(360)},${at(80)}%,${at(90)}%)" opacity=".6"/>`,
  )
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="hsl(${at(360)},60%,75%)"/><stop offset="1" stop-color="hsl(${at(360)},50%,20%)"/></linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${width / 200}"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/><g filter="url(#soft)">${patches.join('')}</g></svg>`
  // Blotchy texture (coarse noise, smoothed by the upscale), as foliage, walls or fabric give an encoder to keep.
  const coarse = { width: Math.ceil(width / 8), height: Math.ceil(height / 8), channels: 3 as const }
  const blotches = Buffer.from(Array.from({ length: coarse.width * coarse.height * 3 }, () => 128 + (random() - 0.5) * 110))
  const texture = await sharp(blotches, { raw: coarse }).resize(width, height, { fit: 'fill' }).png().toBuffer()
  const textured = await sharp(Buffer.from(svg))
    .composite([{ input: texture, blend: 'overlay' }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { data, info } = textured
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length)
  for (let i = 0; i < pixels.length; i++) pixels[i] = pixels[i]! + (random() - 0.5) * 24
  return sharp(data, { raw: info }).jpeg({ quality: 90 }).toBuffer()
}

/** Generated text in the three languages (a bench copy only): title, description, picture's description, a sentence. */
const texts = {
  'pt-br': ['Artigo de medição', 'Gerado para medir o build.', 'Foto gerada: manchas de cor num degradê.', 'Uma frase de tamanho comum.'],
  'en-us': ['Benchmark article', 'Generated to time the build.', 'Generated photo: colour patches on a gradient.', 'A sentence of ordinary length.'],
  'es-es': ['Artículo de medición', 'Generado para medir el build.', 'Foto generada: manchas de color en un degradado.', 'Una frase de longitud normal.'],
} as const

/** Writes news article `n` (a folder with its three languages and a photo-like JPEG) into `copy`; the picture's bytes. */
export async function writeArticle(copy: string, n: number, size: [number, number] = [2400, 1350]): Promise<number> {
  const folder = join(copy, 'content', 'news', `artigo-de-medicao-${n}`)
  mkdirSync(folder, { recursive: true })
  const picture = await photoLikePicture(n, ...size)
  writeFileSync(join(folder, 'foto.jpg'), picture)
  const body = (sentence: string) => Array.from({ length: 3 }, (_, i) => `${`${sentence} `.repeat(6)}(${n}.${i + 1})`).join('\n\n')
  const [title, description, imageAlt, sentence] = texts['pt-br']
  const source = { title: `${title} ${n}`, description, imageAlt }
  const revision = sourceHash(source, translatableFields.news, body(sentence))
  const date = new Date(Date.UTC(2025, 0, n)).toISOString().slice(0, 10)
  for (const [locale, [title, description, imageAlt, sentence]] of Object.entries(texts)) {
    const translation = locale === 'pt-br' ? {} : { sourceHash: revision }
    const fields = { title: `${title} ${n}`, description, date, kind: 'announcement', image: 'foto.jpg', imageAlt, ...translation }
    // JSON strings are YAML strings: a hash of digits alone stays text.
    const yaml = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    writeFileSync(join(folder, `index.${locale}.md`), `---\n${yaml.join('\n')}\n---\n\n${body(sentence)}\n`)
  }
  return picture.length
}

/** The pipeline's two steps in `copy` as the workflow runs them (.github/workflows/deploy.yml), in seconds. */
function pipelineRun(copy: string) {
  const seconds = (script: string) => {
    const started = performance.now()
    const { status, stdout, stderr } = spawnSync('npm', ['run', '--silent', script], { cwd: copy, encoding: 'utf8', maxBuffer: 1e8 })
    if (status !== 0) throw new Error(`npm run ${script} failed in ${copy}:\n${stdout}${stderr}`)
    return (performance.now() - started) / 1000
  }
  const gate = seconds('check')
  const build = seconds('build')
  return { gate, build, total: gate + build }
}

/** Times the gate and build with `count` photo articles, then after one more with the picture cache alone (as the pipeline). */
export async function photoArticles(root: string, count = photoArticleCount) {
  const copy = projectCopy(root)
  try {
    let bytes = 0
    for (let n = 1; n <= count; n++) bytes += await writeArticle(copy, n)
    const cold = pipelineRun(copy)
    for (const made of ['dist', 'node_modules/.vite']) rmSync(join(copy, made), { recursive: true, force: true })
    await writeArticle(copy, count + 1)
    const oneMore = pipelineRun(copy)
    const withinLimits = cold.total <= photoLimits.cold && oneMore.total <= photoLimits.oneMore
    return { articles: count, averagePictureBytes: bytes / count, cold, oneMore, limits: photoLimits, withinLimits }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}
