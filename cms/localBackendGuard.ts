import { lstatSync, realpathSync } from 'node:fs'
import { basename, dirname, relative, resolve, sep } from 'node:path'
import * as v from 'valibot'
import { pictureRefusal } from '../vite-plugins/content/pictureRefusal'

// What the local editor's file API (`npm run cms`, decap-server's) lets a request do, since it writes the working copy
// (docs/content/editor.md): its own Host and Origin only (no DNS rebinding); exactly the shape Decap's proxy backend
// sends, as an allow-list (decap-server acts on fields its own checks let through, e.g. a legacy `entry`'s `newPath`);
// every path in content/, through symbolic links; an entry's text a Markdown file; uploads the build takes, with the
// build's sentence (vite-plugins/content/pictureRefusal.ts), so the editor sees why at once.

const text = v.string('must be a string')
const flag = v.optional(v.boolean('must be a boolean'))
const fields = <T extends v.ObjectEntries>(entries: T) => v.strictObject(entries, 'must be an object')
const list = <T extends v.GenericSchema>(item: T) => v.array(item, 'must be a list')
/** A rule on a value of the right shape: why it is refused, or undefined. */
const rule = <T>(refusal: (value: T) => string | undefined) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const reason = dataset.typed ? refusal(dataset.value) : undefined
    if (reason) addIssue({ message: reason })
  })

/** Each action's params as decap-cms-backend-proxy 3.x sends them (its implementation.js), `path` a path in content/. */
function actionParams(path: v.GenericSchema<string>) {
  const branch = text
  const commit = fields({ commitMessage: text })
  // decap-server takes uploads in base64 only; their size is known before they are decoded.
  const asset = v.pipe(
    fields({ path, content: text, encoding: v.literal('base64', 'must be base64') }),
    rule(({ path, content }) => pictureRefusal(basename(path), Buffer.byteLength(content, 'base64'), () => Buffer.from(content, 'base64'))),
  )
  // Anything else would be a picture or page the picture check never saw.
  const markdown = v.pipe(
    path,
    rule((file: string) => (file.endsWith('.md') ? undefined : `${file} is not a content file: an entry's text is a Markdown file (.md)`)),
  )
  return {
    info: undefined,
    entriesByFolder: fields({ branch, folder: path, extension: text, depth: v.number('must be a number') }),
    entriesByFiles: fields({ branch, files: list(fields({ path, label: v.optional(text) })) }),
    getEntry: fields({ branch, path }),
    persistEntry: fields({
      branch,
      cmsLabelPrefix: v.optional(text),
      dataFiles: list(fields({ path: markdown, newPath: v.optional(markdown), slug: text, raw: text })),
      assets: list(asset),
      options: fields({
        commitMessage: text,
        status: text,
        useWorkflow: v.boolean('must be a boolean'),
        newEntry: flag,
        collectionName: v.optional(text),
        hasSubfolders: flag,
        unpublished: flag,
      }),
    }),
    getMedia: fields({ branch, mediaFolder: path }),
    getMediaFile: fields({ branch, path }),
    persistMedia: fields({ branch, asset, options: commit }),
    deleteFiles: fields({ branch, paths: list(path), options: commit }),
    getDeployPreview: fields({ branch, collection: text, slug: text }),
  }
}
const actions = Object.keys(actionParams(text))

/** An issue as a sentence: a refused path or upload names itself; a field is named by where it sits in the request. */
function describe(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'raw_check') return issue.message
  const at = ['request', ...(issue.path ?? []).map((item) => String(item.key))].join('.')
  if (issue.expected === 'never') return `${at} is not a field of the content editor's requests`
  return issue.input === undefined && issue.path?.at(-1)?.origin === 'key' ? `${at} is missing` : `${at} ${issue.message}`
}

const isInside = (folder: string, path: string) => path === folder || path.startsWith(folder + sep)

/** Why `path` is not in content/, or undefined: spelled inside it, and its deepest existing part, followed through links, too. */
function outsideContent(path: string, repository: string): string | undefined {
  const refused = `${path} is not in content/`
  const folder = resolve(repository, 'content')
  const spelled = resolve(repository, path)
  if (path.includes('\\') || path.split('/').includes('..') || !isInside(folder, spelled)) return refused
  let existing = spelled
  while (!lstatSync(existing, { throwIfNoEntry: false })) existing = dirname(existing)
  try {
    const real = realpathSync(existing)
    return isInside(realpathSync(folder), real) ? undefined : `${refused}: ${relative(repository, existing)} leads to ${real}`
  } catch {
    return `${refused}: ${relative(repository, existing)} leads nowhere`
  }
}

/** Why a request to the file API of the working copy `repository` (its headers, its parsed JSON body) is refused, or undefined when it may go on. */
export function refusal(request: { host?: string; origin?: string; body: unknown }, ownHost: string, repository: string): string | undefined {
  if (request.host !== ownHost) return `the Host header must be ${ownHost}`
  if (request.origin !== undefined && request.origin !== `http://${ownHost}`) return "only the editor's own page may call this API"
  const { action } = (request.body ?? {}) as { action?: unknown }
  if (typeof action !== 'string' || !actions.includes(action)) return `${String(action)} is not an action of the content editor`
  const path = v.pipe(
    v.string('must be a path'),
    rule((file: string) => outsideContent(file, repository)),
  )
  // `info` has no parameters; any request may name a branch, which the file system ignores.
  const params = actionParams(path)[action as keyof ReturnType<typeof actionParams>] ?? v.optional(fields({}))
  const parsed = v.safeParse(fields({ action: text, branch: v.optional(text), params }), request.body)
  // A field Decap never sends is named first: it says more than the value beside it that is missing.
  return parsed.success ? undefined : `${action}: ${describe(parsed.issues.find((issue) => issue.expected === 'never') ?? parsed.issues[0])}`
}
