// Whether Debian's Chromium (testbed/chromium.ts) is there for the page-weight and Lighthouse measurements.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath } from '../testbed/chromium'

/** Why Chromium figures are skipped, with the command that fixes it; undefined when Chromium is there. */
export function chromiumMissing(): string | undefined {
  if (existsSync(chromiumPath)) return undefined
  return `Chromium not found at ${chromiumPath}; install it with: apt-get update && apt-get install -y chromium`
}

/** The browser's version, e.g. `156.0.8078.79`; null without Chromium. */
export function chromiumVersion(): string | null {
  if (chromiumMissing()) return null
  // Debian's launcher script prints a harmless shell warning on stderr: keep stdout only.
  const output = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  return /(\d+(?:\.\d+)+)/.exec(output)?.[1] ?? output.trim()
}
