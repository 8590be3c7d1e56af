import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'

// The Nu Html Checker ships as a jar inside the vnu-jar package; its install script (which would download a Java)
// is not run (package.json allowScripts): Debian's Java runs it, as .ci/run makes sure.
const jar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar')

/** One error the checker found: where, and what. */
export type HtmlError = { line?: number; message: string }

/**
 * Checks every HTML file under `dir` in one run of the checker (its start-up dominates) and returns
 * the errors of each file, keyed by its path relative to `dir`. Warnings are left out.
 */
export function checkHtmlFiles(dir: string): Map<string, HtmlError[]> {
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.error) throw new Error(`could not run java (${run.error.message}); install Debian's default-jre-headless`)
  // vnu writes its JSON report to stderr, and exits 1 when it found errors.
  const report = JSON.parse(run.stderr) as { messages: { type: string; url?: string; lastLine?: number; message: string }[] }
  const errors = new Map<string, HtmlError[]>()
  const base = pathToFileURL(`${dir}/`).href
  for (const message of report.messages) {
    if (message.type !== 'error' && message.type !== 'non-document-error') continue
    const file = message.url ? relative(dir, decodeURIComponent(new URL(message.url, base).pathname)) : '(checker)'
    errors.set(file, [...(errors.get(file) ?? []), { line: message.lastLine, message: message.message }])
  }
  return errors
}
