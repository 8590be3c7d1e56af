// The shape of bench/results.json: every figure of one `npm run bench`, with what it ran on.
import type { LeadThroughput } from './leadThroughput'
import type { LighthouseRun } from './lighthouse'
import type { MailBurst } from './mailBurst'
import type { Outcome } from './outcome'
import type { PageTypes } from './pageTypes'
import type { ScreenWeights } from './pageWeight'
import type { StaticThroughput } from './staticThroughput'

/** All figures of a run. Absent figures carry `status: 'not measured' | 'failed'` and a reason, never a number. */
export type BenchResults = {
  /** When the run started, ISO 8601. */
  date: string
  versions: { node: string; chromium: string | null }
  /** Other work on the machine skews every figure: the load average says how busy it was. */
  machine: { cpus: number; cpuModel: string; loadAverageAtStart: number[] }
  build: { seconds: number; outDir: string }
  pageTypes: PageTypes
  pageWeight: Outcome<{ screens: ScreenWeights[] }>
  lighthouse: Outcome<LighthouseRun>
  staticThroughput: StaticThroughput
  leadThroughput: Outcome<{ stores: LeadThroughput[] }>
  mailBurst: Outcome<MailBurst>
}
