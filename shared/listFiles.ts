import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Every file under `dir`, relative to it, with `/` separators. */
export const listFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
