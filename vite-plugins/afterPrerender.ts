import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { listFiles } from '../shared/listFiles.ts'

/**
 * A Vite plugin that runs `step` on the static site once vike has prerendered every page. vike builds twice
 * (client, then server with prerendering) and each pass closes the bundle: only the last one has pages.
 * Steps run in the order of the config's plugin list.
 */
export function afterPrerender(name: string, outDir: string, step: (clientDir: string) => unknown): Plugin {
  return {
    name: `tecto:${name}`,
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        const clientDir = join(outDir, 'client')
        // A failed build closes its bundle too, perhaps before any file was written: stay out of its error's way.
        if (error || !existsSync(clientDir)) return
        if (listFiles(clientDir).some((file) => file.endsWith('index.html'))) await step(clientDir)
      },
    },
  }
}
