import { copyFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'

/** Static hosts answer unknown paths with `/404.html`: the Portuguese 404 page (our server picks the path's locale). */
export function staticNotFoundPage(clientDir: string) {
  const page = join(clientDir, 'pt-br', '404', 'index.html')
  if (existsSync(page)) copyFileSync(page, join(clientDir, '404.html'))
}
