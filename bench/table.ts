// The report `npm run bench` prints from bench/results.json (its shape: BenchResults in run.ts): one small table per measurement.
import { categories } from './lighthouse'
import type { BenchResults } from './run'

/** Why a figure is absent: a missing tool (with the command that installs it), or a run that broke. */
type Missing = { status: 'not measured'; reason: string } | { status: 'failed'; error: string }

/** A measured figure (the fields of `T`), or why there is none: never a placeholder number. */
export type Outcome<T extends object> = ({ status: 'measured' } & T) | Missing

/** Columns padded to their widest cell; numbers (and "n/a") right-aligned. */
export function grid(headers: string[], cells: (string | number)[][]): string {
  const rows = cells.map((row) => row.map(String))
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i]?.length ?? 0)))
  const numeric = headers.map((_, i) => i > 0 && rows.every((row) => /^[\d.,×%-]*$|^n\/a$/.test(row[i] ?? '')))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(headers), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const why = (missing: Missing) => (missing.status === 'failed' ? `failed: ${missing.error}` : `not measured: ${missing.reason}`)

/** A titled section: its body when measured, else why it is missing. */
function section<T extends object>(title: string, outcome: Outcome<T>, body: (value: T) => string): string {
  return `${title}\n${outcome.status === 'measured' ? body(outcome) : `  ${why(outcome)}`}`
}

function pageWeightSection({ pageWeight, pageTypes }: BenchResults): string {
  const title = 'First visit, no consent: response bodies in KiB as served (brotli), requests until the network is idle'
  const table = section(title, pageWeight, ({ screens }) =>
    screens
      .map(
        ({ screen, viewport, pages }) =>
          `${screen}, ${viewport.width}×${viewport.height}\n` +
          grid(
            ['page', 'url', 'total', 'requests', 'HTML', 'CSS', 'JS', 'fonts', 'images', 'unused CSS'],
            pages.map((p) => [
              p.name,
              p.url,
              kib(p.total.bytes),
              p.total.requests,
              ...[p.html, p.css, p.js, p.fonts, p.images].map((kind) => kib(kind.bytes)),
              `${Math.round(p.unusedCss * 100)}%`,
            ]),
          ) +
          pages
            .filter((p) => p.blockedExternal.length)
            .map((p) => `\n  ${p.name}: blocked requests to other hosts: ${p.blockedExternal.join(', ')}`)
            .join(''),
      )
      .join('\n\n'),
  )
  return pageTypes.notBuilt.length ? `${table}\n  not built (no figures): ${pageTypes.notBuilt.join(', ')}` : table
}

function lighthouseSection({ lighthouse: run }: BenchResults): string {
  const title =
    run.status === 'measured'
      ? `Lighthouse ${run.version}, ${run.formFactor}, ${run.throttlingMethod} throttling (benchmark index ${run.benchmarkIndex ?? 'n/a'})`
      : 'Lighthouse, mobile'
  return section(
    title,
    run,
    ({ pages }) =>
      grid(
        ['page', 'url', ...categories, 'LCP ms', 'CLS', 'runs'],
        pages.map(({ name, url, scores, metrics, attempts }) => [
          name,
          url,
          ...categories.map((id) => scores[id] ?? 'n/a'),
          metrics.largestContentfulPaintMs?.toFixed(0) ?? 'n/a',
          metrics.cumulativeLayoutShift?.toFixed(3) ?? 'n/a',
          attempts,
        ]),
      ) +
      pages
        .filter((p) => p.error)
        .map((p) => `\n  ${p.name}: ${p.error}`)
        .join(''),
  )
}

function staticSection({ staticThroughput: s }: BenchResults): string {
  const servers = [
    ['ours', s.ours],
    [s.nginx.status === 'measured' ? `nginx ${s.nginx.version}` : 'nginx', s.nginx],
  ] as const
  const rows = servers.flatMap(([name, o]) => (o.status === 'measured' ? [[name, o.requestsPerSecond, o.non2xx + o.errors, o.encoding, o.responseBytes]] : []))
  return [
    `Static page ${s.path}: ${s.connections} connections for ${s.seconds} s, Accept-Encoding: ${s.headers['accept-encoding']}`,
    ...(rows.length ? [grid(['server', 'req/s', 'non-2xx+errors', 'encoding', 'page bytes'], rows)] : []),
    ...servers.flatMap(([name, o]) => (o.status === 'measured' ? [] : [`  ${name}: ${why(o)}`])),
    `ours / nginx: ${s.oursPerNginx ?? 'not measured'}`,
  ].join('\n')
}

/** The gate and build times with photo articles against the issue's limits; one over marks the run FAIL. */
export function photoArticlesSection(outcome: BenchResults['photoArticles']): string {
  const title = 'Photo articles: npm run check, then npm run build, in a copy of the project (npm ci not timed)'
  return section(title, outcome, ({ articles, averagePictureBytes, cold, oneMore, limits }) => {
    const runs = [[`${articles} articles, no picture cache`, cold, limits.cold] as const, ['one more, with that cache', oneMore, limits.oneMore] as const]
    return (
      `${articles} articles with a 2400×1350 JPEG of ${(averagePictureBytes / 1e6).toFixed(2)} MB on average\n` +
      grid(
        ['run', 'gate s', 'build s', 'total s', 'limit s', 'verdict'],
        runs.map(([run, { gate, build, total }, limit]) => [run, gate.toFixed(1), build.toFixed(1), total.toFixed(1), limit, total <= limit ? 'ok' : 'FAIL']),
      )
    )
  })
}

/** The whole report, as printed by `npm run bench`. */
export function formatResults(results: BenchResults): string {
  const { versions, machine, leadThroughput, mailBurst } = results
  return [
    `Tecto bench, ${results.date}: Node ${versions.node}, Chromium ${versions.chromium ?? 'not installed'}, ` +
      `${machine.cpus} × ${machine.cpuModel}, load average at start ${machine.loadAverageAtStart.map((n) => n.toFixed(2)).join(' ')}`,
    `Build (vike build, production, into ${results.build.outDir}): ${results.build.seconds.toFixed(1)} s`,
    pageWeightSection(results),
    lighthouseSection(results),
    staticSection(results),
    section("Lead throughput: leads accepted (201, stored durably) per second, and the same server's static pages per second", leadThroughput, ({ stores }) =>
      grid(
        ['store', 'leads/s', 'leads', 'seconds', 'connections', 'static req/s'],
        stores.map((s) => [s.store, s.leadsPerSecond.toFixed(0), s.leads, s.seconds.toFixed(2), s.concurrency, s.staticRequestsPerSecond.toFixed(0)]),
      ),
    ),
    section(
      'Mail burst: notifications of 1,000 stored leads through a local SMTP server',
      mailBurst,
      (m) => `${m.mails} mails in ${m.seconds.toFixed(1)} s (${m.mailsPerSecond.toFixed(0)} per second) over ${m.connections} SMTP connections`,
    ),
    photoArticlesSection(results.photoArticles),
  ].join('\n\n')
}
