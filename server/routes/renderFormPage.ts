import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadOnce } from '../../shared/loadOnce'
import type { RenderFormPage } from './formReplyPage'

/**
 * Renders a build's form page again with a refused post's reply, through vike's `renderPage` and the build's
 * `dist/server` (renderer/+config.ts), loaded on the first refused post. Undefined when it cannot: the small page then.
 */
export function renderFormPageOf(clientDir: string): RenderFormPage | undefined {
  const entry = join(clientDir, '..', 'server', 'entry.mjs')
  if (!existsSync(entry)) return undefined
  const renderPage = loadOnce(async () => {
    await import(pathToFileURL(entry).href)
    return (await import('vike/server')).renderPage
  })
  return async (path, formReply) => {
    try {
      const { httpResponse } = await (await renderPage())({ urlOriginal: path, formReply })
      return httpResponse?.statusCode === 200 ? httpResponse.body : undefined
    } catch (error) {
      console.error(`could not render ${path} to answer a refused post`, error)
      return undefined
    }
  }
}
