import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { listFiles } from '../shared/listFiles.ts'

/** A step on the static site: `clientDir` holds the pages, `outDir` the build (its client manifest, `assets.json`). */
export type BuildStep = (clientDir: string, outDir: string) => unknown

/** Runs `steps` on the static site once vike has prerendered it: of vike's two passes, only the last has pages. */
export function afterPrerender(name: string, outDir: string, ...steps: BuildStep[]): Plugin {
  return {
    name: `tecto:${name}`,
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        const clientDir = join(outDir, 'client')
        // A failed build closes its bundle too, perhaps before any file was written: stay out of its error's way.
        if (error || !existsSync(clientDir) || !listFiles(clientDir).some((file) => file.endsWith('index.html'))) return
        for (const step of steps) await step(clientDir, outDir)
      },
    },
  }
}
