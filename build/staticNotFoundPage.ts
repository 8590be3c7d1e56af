import { copyFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Static hosts answer unknown paths with `/404.html`: after vike has prerendered the pages,
 * copy the Portuguese (default locale) 404 page there. Our own server picks the path's locale instead.
 */
export function staticNotFoundPage(outDir: string): Plugin {
  return {
    name: 'tecto:static-not-found-page',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const page = join(outDir, 'client', 'pt-br', '404', 'index.html')
        if (existsSync(page)) copyFileSync(page, join(outDir, 'client', '404.html'))
      },
    },
  }
}
