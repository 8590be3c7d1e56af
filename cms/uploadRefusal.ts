import { basename } from 'node:path'
import { pictureRefusal } from '../vite-plugins/content/pictureRefusal'

// The local file API refuses an upload the build would refuse, with the build's sentence, before writing anything, so
// the editor sees why at once (docs/content/editor.md).

/** Why the uploads of a request to the local file API are refused, or undefined: `persistMedia`'s asset, `persistEntry`'s assets. */
export function uploadRefusal(action: string, params: Record<string, unknown>): string | undefined {
  // An entry's text is Markdown: anything else would be a picture or page the picture check never saw.
  const dataFiles = action === 'persistEntry' && Array.isArray(params.dataFiles) ? (params.dataFiles as { path: string; newPath?: string }[]) : []
  const notMarkdown = dataFiles.flatMap(({ path, newPath }) => [path, newPath ?? path]).find((path) => !path.endsWith('.md'))
  if (notMarkdown) return `${notMarkdown} is not a content file: an entry's text is a Markdown file (.md)`
  const assets = action === 'persistMedia' ? [params.asset] : action === 'persistEntry' && Array.isArray(params.assets) ? params.assets : []
  for (const asset of assets) {
    const { path, content } = (asset ?? {}) as { path?: unknown; content?: unknown }
    if (typeof path !== 'string' || typeof content !== 'string') return `${action}: an upload needs a path and its content`
    // decap-server takes uploads in base64 only; their size is known before they are decoded.
    const refusal = pictureRefusal(basename(path), Buffer.byteLength(content, 'base64'), () => Buffer.from(content, 'base64'))
    if (refusal) return refusal
  }
  return undefined
}
