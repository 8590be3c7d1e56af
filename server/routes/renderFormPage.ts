import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadOnce } from '../../shared/loadOnce'
import type { RenderFormPage } from './formReplyPage'

/**
 * Renders the build's form pages again, with a refused post's reply in the page context, through vike's `renderPage`
 * and the server half of the build that the prerender keeps (`dist/server`, renderer/+config.ts). Loaded on the first
 * refused post, not at start; undefined for a build without it, and a page that cannot be rendered is logged and
 * answers undefined: the small answer page then.
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
