import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every file under `dir`, relative to it, with `/` separators. */
export function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) return listFiles(dir, relative)
    return entry.isFile() ? [relative] : []
  })
}
