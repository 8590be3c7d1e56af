import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onExit } from '../../testbed/onExit'

/** A new temp directory, deleted when the test process exits. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `tecto-${prefix}-`))
  onExit(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}
