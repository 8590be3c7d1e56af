import { copyFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterPrerender } from './afterPrerender.ts'

/**
 * Static hosts answer unknown paths with `/404.html`: after vike has prerendered the pages,
 * copy the Portuguese (default locale) 404 page there. Our own server picks the path's locale instead.
 */
export const staticNotFoundPage = (outDir: string) =>
  afterPrerender('static-not-found-page', outDir, (clientDir) => {
    const page = join(clientDir, 'pt-br', '404', 'index.html')
    if (existsSync(page)) copyFileSync(page, join(clientDir, '404.html'))
  })
