// What the local editor's file API (`npm run cms`, decap-server's file-system middleware) lets a request do. The API
// writes files in the working copy, so it answers the editor's own page only, and touches the content folder only:
// - the Host header must be this server's own address, so a web page whose name was re-pointed at 127.0.0.1 (DNS
//   rebinding) cannot reach it, and an Origin, when a browser sends one, must be this server's too;
// - every path a request names must lie in content/ (decap-server itself refuses only paths outside the repository);
// - an uploaded picture must be one the build takes (uploadRefusal.ts).
import { uploadRefusal } from './uploadRefusal'

/** The folder of the working copy the editor may read and write. */
export const contentRoot = 'content/'

/** The paths an action of Decap's local backend API names in its parameters; undefined for an action it has not. */
function namedPaths(action: string, params: Record<string, unknown>): unknown[] | undefined {
  const list = (value: unknown) => (Array.isArray(value) ? value : [])
  const pathOf = (value: unknown) => (value as { path?: unknown } | undefined)?.path
  const optional = (value: unknown) => (value === undefined ? [] : [value])
  switch (action) {
    case 'info':
    case 'getDeployPreview':
      return []
    case 'entriesByFolder':
      return [params.folder]
    case 'entriesByFiles':
      return list(params.files).map(pathOf)
    case 'getEntry':
    case 'getMediaFile':
    case 'deleteFile':
      return [params.path]
    case 'getMedia':
      return [params.mediaFolder]
    case 'persistEntry':
      // Decap 3 sends `dataFiles`, each perhaps renamed (`newPath`); older versions one `entry`.
      return [
        ...list(params.dataFiles).flatMap((file) => [pathOf(file), ...optional((file as { newPath?: unknown }).newPath)]),
        ...optional(params.entry && pathOf(params.entry)),
        ...list(params.assets).map(pathOf),
      ]
    case 'persistMedia':
      return [pathOf(params.asset)]
    case 'deleteFiles':
      return list(params.paths)
    default:
      return undefined
  }
}

const insideContent = (path: unknown) =>
  typeof path === 'string' && `${path.replace(/\\/g, '/').replace(/\/$/, '')}/`.startsWith(contentRoot) && !path.split(/[\\/]/).includes('..')

/** Why a request to the file API is refused, or undefined when it may go on. */
export function refusal(request: { host?: string; origin?: string; body: unknown }, ownHost: string): string | undefined {
  if (request.host !== ownHost) return `the Host header must be ${ownHost}`
  if (request.origin !== undefined && request.origin !== `http://${ownHost}`) return "only the editor's own page may call this API"
  // Decap asks `info` with no parameters at all.
  const { action, params = {} } = (request.body ?? {}) as { action?: unknown; params?: unknown }
  if (typeof action !== 'string' || typeof params !== 'object' || params === null) return 'not a request of the content editor'
  const paths = namedPaths(action, params as Record<string, unknown>)
  if (!paths) return `${action} is not an action of the content editor`
  const outside = paths.findIndex((path) => !insideContent(path))
  return outside < 0 ? uploadRefusal(action, params as Record<string, unknown>) : `${action}: ${String(paths[outside])} is not in ${contentRoot}`
}
