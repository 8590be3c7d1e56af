import { lstatSync, realpathSync } from 'node:fs'
import { dirname, relative, resolve, sep } from 'node:path'
import { uploadRefusal } from './uploadRefusal'

// What the local editor's file API (`npm run cms`, decap-server's) lets a request do, since it writes the working copy
// (docs/content/editor.md): its own Host and Origin only (no DNS rebinding); exactly the shape Decap's proxy backend
// sends, as an allow-list (decap-server acts on fields its own checks let through, e.g. a legacy `entry`'s `newPath`);
// every path in content/, through symbolic links; uploads the build takes (uploadRefusal.ts).

/** The folder of the working copy the editor may read and write. */
export const contentRoot = 'content/'

/** A path (checked against content/), a value, a list of one shape, or an object of named fields. */
type Shape = 'path' | 'string' | 'number' | 'boolean' | 'base64' | readonly [Shape] | { readonly [field: string]: Shape }

// As decap-cms-backend-proxy 3.x sends them (its implementation.js); a name ending in `?` may be left out.
const branch = 'string'
const commit = { commitMessage: 'string' } as const
const asset = { path: 'path', content: 'string', encoding: 'base64' } as const
const dataFile = { path: 'path', 'newPath?': 'path', slug: 'string', raw: 'string' } as const
const actions: Record<string, Shape | undefined> = {
  info: undefined,
  entriesByFolder: { branch, folder: 'path', extension: 'string', depth: 'number' },
  entriesByFiles: { branch, files: [{ path: 'path', 'label?': 'string' }] },
  getEntry: { branch, path: 'path' },
  persistEntry: {
    branch,
    'cmsLabelPrefix?': 'string',
    dataFiles: [dataFile],
    assets: [asset],
    options: {
      ...commit,
      status: 'string',
      useWorkflow: 'boolean',
      'newEntry?': 'boolean',
      'collectionName?': 'string',
      'hasSubfolders?': 'boolean',
      'unpublished?': 'boolean',
    },
  },
  getMedia: { branch, mediaFolder: 'path' },
  getMediaFile: { branch, path: 'path' },
  persistMedia: { branch, asset, options: commit },
  deleteFiles: { branch, paths: ['path'], options: commit },
  getDeployPreview: { branch, collection: 'string', slug: 'string' },
}

/** Why `value` is not of `shape` (`at` names it), or undefined; the paths it names are added to `paths`. */
function mismatch(value: unknown, shape: Shape, at: string, paths: string[]): string | undefined {
  if (shape === 'path' && typeof value === 'string') return void paths.push(value)
  if (shape === 'base64') return value === 'base64' ? undefined : `${at} must be base64`
  if (typeof shape === 'string') return shape !== 'path' && typeof value === shape ? undefined : `${at} must be a ${shape}`
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return `${at} must be a list`
    for (const [index, item] of value.entries()) {
      const reason = mismatch(item, shape[0], `${at}[${index}]`, paths)
      if (reason) return reason
    }
    return undefined
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${at} must be an object`
  const fields = shape as Record<string, Shape>
  const unknown = Object.keys(value).find((key) => !Object.hasOwn(fields, key) && !Object.hasOwn(fields, `${key}?`))
  if (unknown) return `${at}.${unknown} is not a field of the content editor's requests`
  for (const [key, field] of Object.entries(fields)) {
    const name = key.replace(/\?$/, '')
    const item = (value as Record<string, unknown>)[name]
    const reason = item === undefined && key.endsWith('?') ? undefined : mismatch(item, field, `${at}.${name}`, paths)
    if (reason) return reason
  }
  return undefined
}

const isInside = (folder: string, path: string) => path === folder || path.startsWith(folder + sep)

/** Why `path` is not in content/, or undefined: spelled inside it, and its deepest existing part, followed through links, too. */
function outsideContent(path: string, repository: string): string | undefined {
  const refused = `${path} is not in ${contentRoot}`
  const folder = resolve(repository, contentRoot)
  const spelled = resolve(repository, path)
  if (path.includes('\\') || path.split('/').includes('..') || !isInside(folder, spelled)) return refused
  let existing = spelled
  for (;;) {
    try {
      lstatSync(existing)
      break
    } catch {
      existing = dirname(existing)
    }
  }
  try {
    const real = realpathSync(existing)
    return isInside(realpathSync(folder), real) ? undefined : `${refused}: ${relative(repository, existing)} leads to ${real}`
  } catch {
    return `${refused}: ${relative(repository, existing)} leads nowhere`
  }
}

/** A request to the file API, with the headers the guard reads and its parsed JSON body. */
export type FileApiRequest = { host?: string; origin?: string; body: unknown }

/** Why a request to the file API of the working copy `repository` is refused, or undefined when it may go on. */
export function refusal(request: FileApiRequest, ownHost: string, repository: string): string | undefined {
  if (request.host !== ownHost) return `the Host header must be ${ownHost}`
  if (request.origin !== undefined && request.origin !== `http://${ownHost}`) return "only the editor's own page may call this API"
  const { action } = (request.body ?? {}) as { action?: unknown }
  if (typeof action !== 'string' || !Object.hasOwn(actions, action)) return `${String(action)} is not an action of the content editor`
  // `info` has no parameters; any request may name a branch, which the file system ignores.
  const params = actions[action]
  const paths: string[] = []
  const shape = { action: 'string', 'branch?': 'string', ...(params ? { params } : { 'params?': {} }) } as const
  let reason = mismatch(request.body, shape, 'request', paths)
  for (const path of paths) reason ??= outsideContent(path, repository)
  if (reason) return `${action}: ${reason}`
  return uploadRefusal(action, (request.body as { params?: Record<string, unknown> }).params ?? {})
}
