// The benchmark's printed report: one small table per measurement, from bench/results.json's data.
import type { BenchResults } from './benchResults'
import { categories } from './lighthouse'
import type { Outcome } from './outcome'

/** Columns padded to their widest cell; numbers (and "n/a") right-aligned. */
export function grid(headers: string[], rows: string[][]): string {
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

/** The body of a section: its table when measured, else why it is missing. */
function section<T extends object>(title: string, outcome: Outcome<T>, body: (value: T) => string): string {
  if (outcome.status === 'not measured') return `${title}\n  not measured: ${outcome.reason}`
  if (outcome.status === 'failed') return `${title}\n  failed: ${outcome.error}`
  return `${title}\n${body(outcome)}`
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
              String(p.total.requests),
              kib(p.html.bytes),
              kib(p.css.bytes),
              kib(p.js.bytes),
              kib(p.fonts.bytes),
              kib(p.images.bytes),
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

function lighthouseSection({ lighthouse }: BenchResults): string {
  const title =
    lighthouse.status === 'measured'
      ? `Lighthouse ${lighthouse.version}, ${lighthouse.formFactor}, ${lighthouse.throttlingMethod} throttling (benchmark index ${lighthouse.benchmarkIndex ?? 'n/a'})`
      : 'Lighthouse, mobile'
  return section(
    title,
    lighthouse,
    ({ pages }) =>
      grid(
        ['page', 'url', ...categories, 'LCP ms', 'CLS', 'runs'],
        pages.map((p) => [
          p.name,
          p.url,
          ...categories.map((id) => String(p.scores[id] ?? 'n/a')),
          p.metrics.largestContentfulPaintMs === null ? 'n/a' : p.metrics.largestContentfulPaintMs.toFixed(0),
          p.metrics.cumulativeLayoutShift === null ? 'n/a' : p.metrics.cumulativeLayoutShift.toFixed(3),
          String(p.attempts),
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
  const rows = servers.flatMap(([name, o]) =>
    o.status === 'measured' ? [[name, String(o.requestsPerSecond), String(o.non2xx + o.errors), o.encoding, String(o.responseBytes)]] : [],
  )
  const absent = servers.flatMap(([name, o]) =>
    o.status === 'measured' ? [] : [`  ${name}: ${o.status === 'failed' ? `failed: ${o.error}` : `not measured: ${o.reason}`}`],
  )
  return [
    `Static page ${s.path}: ${s.connections} connections for ${s.seconds} s, Accept-Encoding: ${s.headers['accept-encoding']}`,
    ...(rows.length ? [grid(['server', 'req/s', 'non-2xx+errors', 'encoding', 'page bytes'], rows)] : []),
    ...absent,
    `ours / nginx: ${s.oursPerNginx ?? 'not measured'}`,
  ].join('\n')
}

function leadSection({ leadThroughput }: BenchResults): string {
  return section(
    "Lead throughput: leads accepted (201, stored durably) per second, and the same server's static pages per second",
    leadThroughput,
    ({ stores }) =>
      grid(
        ['store', 'leads/s', 'leads', 'seconds', 'connections', 'static req/s'],
        stores.map((s) => [
          s.store,
          s.leadsPerSecond.toFixed(0),
          String(s.leads),
          s.seconds.toFixed(2),
          String(s.concurrency),
          s.staticRequestsPerSecond.toFixed(0),
        ]),
      ),
  )
}

function mailSection({ mailBurst }: BenchResults): string {
  return section(
    'Mail burst: notifications of 1,000 stored leads through a local SMTP server',
    mailBurst,
    (m) => `${m.mails} mails in ${m.seconds.toFixed(1)} s (${m.mailsPerSecond.toFixed(0)} per second) over ${m.connections} SMTP connections`,
  )
}

/** The whole report, as printed by `npm run bench`. */
export function formatResults(results: BenchResults): string {
  const { versions, machine } = results
  const header = [
    `Tecto bench, ${results.date}: Node ${versions.node}, Chromium ${versions.chromium ?? 'not installed'},`,
    `${machine.cpus} × ${machine.cpuModel}, load average at start ${machine.loadAverageAtStart.map((n) => n.toFixed(2)).join(' ')}`,
  ].join(' ')
  const build = `Build (vike build, production, into ${results.build.outDir}): ${results.build.seconds.toFixed(1)} s`
  return [header, build, pageWeightSection(results), lighthouseSection(results), staticSection(results), leadSection(results), mailSection(results)].join(
    '\n\n',
  )
}
