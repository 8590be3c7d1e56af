import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { BenchResults } from './run'
import { formatResults, grid, photoArticlesSection } from './table'

const chromiumReason = 'Chromium not found at /usr/bin/chromium; install it with: apt-get update && apt-get install -y chromium'
const nginxReason = 'nginx not found; install it with: apt-get update && apt-get install -y nginx'

/** A run on a machine with neither Chromium nor nginx. */
const withoutBrowserOrNginx: BenchResults = {
  date: '2025-01-01T00:00:00.000Z',
  versions: { node: 'v20.20.2', chromium: null },
  machine: { cpus: 2, cpuModel: 'Test CPU', loadAverageAtStart: [0.5, 0.25, 0] },
  build: { seconds: 12.34, outDir: '.builds/bench' },
  pageTypes: { pages: [{ name: 'home', url: '/pt-br' }], notBuilt: ['service'] },
  pageWeight: { status: 'not measured', reason: chromiumReason },
  lighthouse: { status: 'not measured', reason: chromiumReason },
  staticThroughput: {
    path: '/pt-br/quem-somos',
    connections: 50,
    seconds: 10,
    warmUpSeconds: 2,
    headers: { 'accept-encoding': 'gzip, br' },
    ours: { status: 'measured', requestsPerSecond: 1234, requests: 12340, non2xx: 0, errors: 0, encoding: 'br', responseBytes: 8000 },
    nginx: { status: 'not measured', reason: nginxReason },
    oursPerNginx: null,
  },
  leadThroughput: { status: 'failed', error: 'no PostgreSQL' },
  mailBurst: { status: 'measured', mails: 1000, seconds: 2.34, mailsPerSecond: 427.4, connections: 10 },
  photoArticles: { status: 'not measured', reason: 'left out' },
}

test('grid pads columns and right-aligns the numeric ones', () => {
  assert.equal(
    grid(
      ['page', 'KiB'],
      [
        ['home', '5.9'],
        ['about', '11.3'],
      ],
    ),
    ['page    KiB', '─────  ────', 'home    5.9', 'about  11.3'].join('\n'),
  )
})

test('a missing tool shows as "not measured" with the command that installs it, never as a number', () => {
  const text = formatResults(withoutBrowserOrNginx)
  assert.ok(text.includes(`not measured: ${chromiumReason}`))
  assert.ok(text.includes(`nginx: not measured: ${nginxReason}`))
  assert.ok(text.includes('ours / nginx: not measured'))
  assert.match(text, /ours\s+1234\s+0\s+br\s+8000/)
  assert.not.match(text, /performance/)
})

test('the mail burst shows how many mails went out, how fast and over how many connections', () => {
  assert.match(formatResults(withoutBrowserOrNginx), '1000 mails in 2.3 s (427 per second) over 10 SMTP connections')
})

test('a first visit shows per screen its total and requests, each kind apart, and the unused share of its CSS', () => {
  const transfer = (requests: number, kib: number) => ({ requests, bytes: kib * 1024 })
  const home = {
    name: 'home',
    url: '/pt-br',
    html: transfer(1, 5.5),
    css: transfer(1, 6.4),
    js: transfer(5, 18.5),
    fonts: transfer(2, 27),
    images: transfer(2, 1.5),
    other: transfer(1, 0.2),
    total: transfer(12, 59.1),
    unusedCss: 0.614,
    blockedExternal: ['https://example.org/x.js'],
  }
  const text = formatResults({
    ...withoutBrowserOrNginx,
    pageWeight: { status: 'measured', screens: [{ screen: 'phone', viewport: { width: 412, height: 823 }, pages: [home] }] },
  })
  assert.match(text, 'phone, 412×823')
  assert.match(text, /home\s+\/pt-br\s+59\.1\s+12\s+5\.5\s+6\.4\s+18\.5\s+27\.0\s+1\.5\s+61%/)
  assert.match(text, 'home: blocked requests to other hosts: https://example.org/x.js')
})

test('Lighthouse shows each page’s scores with the median run’s LCP and CLS', () => {
  const text = formatResults({
    ...withoutBrowserOrNginx,
    lighthouse: {
      status: 'measured',
      version: '12.8.2',
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      benchmarkIndex: 2754.5,
      pages: [
        {
          name: 'home',
          url: '/pt-br',
          scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
          metrics: { largestContentfulPaintMs: 1234.4, cumulativeLayoutShift: 0 },
          warnings: [],
          attempts: 3,
        },
      ],
    },
  })
  assert.match(text, 'Lighthouse 12.8.2, mobile, simulate throttling')
  assert.match(text, /home\s+\/pt-br\s+100\s+100\s+100\s+100\s+1234\s+0\.000\s+3/)
})

test('the report states the build time, the pages not built and a failed measurement', () => {
  const text = formatResults(withoutBrowserOrNginx)
  assert.ok(text.includes('into .builds/bench): 12.3 s'))
  assert.ok(text.includes('not built (no figures): service'))
  assert.ok(text.includes('failed: no PostgreSQL'))
})

test('the photo articles’ runs show their times against the limits, FAIL when over', () => {
  const run = (gate: number, build: number) => ({ gate, build, total: gate + build })
  const text = photoArticlesSection({
    status: 'measured',
    articles: 100,
    averagePictureBytes: 734_000,
    cold: run(40, 500),
    oneMore: run(30, 95),
    limits: { cold: 600, oneMore: 120 },
    withinLimits: false,
  })
  assert.match(text, '100 articles with a 2400×1350 JPEG of 0.73 MB on average')
  assert.match(text, /100 articles, no picture cache\s+40\.0\s+500\.0\s+540\.0\s+600\s+ok/)
  assert.match(text, /one more, with that cache\s+30\.0\s+95\.0\s+125\.0\s+120\s+FAIL/)
})

test.run()
