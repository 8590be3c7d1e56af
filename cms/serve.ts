import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import express, { type Express } from 'express'
import { editorFolder, editorPolicy } from '../data/contentEditor'
import { adminPage } from './adminPage'
import { writeEditorFiles } from './editorSite'
import { refusal } from './localBackendGuard'
import { sourceTexts } from './sourceTexts'

// `npm run cms`: the content editor against the working copy, on 127.0.0.1 only: its API writes files in the
// repository, so nobody else on the network may reach it, and localBackendGuard.ts keeps web pages out too.

const host = '127.0.0.1'
/** The editor's address on this server, as on the built site. */
const base = `/${editorFolder}/`
// The working copy the editor reads and writes: this one, or another checkout named by CMS_REPOSITORY.
const repository = resolve(process.env.CMS_REPOSITORY || resolve(import.meta.dirname, '..'))
const require = createRequire(import.meta.url)
// decap-server's file API (`POST /api/v1` over GIT_REPO_DIRECTORY) as middleware behind our own checks, not a second server
// on another port. CommonJS without type declarations: required, and typed as far as used here.
type Logger = Record<'info' | 'debug' | 'warn' | 'error', (message: string) => void>
const { registerLocalFs } = require('decap-server/dist/middlewares') as { registerLocalFs(app: Express, options: { logger: Logger }): Promise<void> }

// The editor's files (editorSite.ts), written at start (the script's build takes a few seconds), or taken from a build
// that has them (CMS_EDITOR_DIR=dist/client/admin).
const prebuilt = process.env.CMS_EDITOR_DIR ? resolve(process.env.CMS_EDITOR_DIR) : undefined
const editorDir = prebuilt ?? mkdtempSync(join(tmpdir(), 'tecto-cms-'))
if (!prebuilt) await writeEditorFiles(editorDir)

const app = express()
app.disable('x-powered-by')
// /admin and /admin/ are two addresses: the first sends to the second.
app.set('strict routing', true)
// The editor's page talks to this server only: its policy allows nothing from elsewhere, and no page may frame it.
app.use((_request, response, next) => {
  response.set({ 'content-security-policy': editorPolicy([]), 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' })
  next()
})
let ownHost = ''
app.use('/api/v1', express.json({ limit: '50mb' }), (request, response, next) => {
  const reason = refusal({ host: request.headers.host, origin: request.headers.origin, body: request.body }, ownHost, repository)
  if (reason) response.status(403).json({ error: reason })
  else next()
})
// decap-server reads the repository's folder from its environment when it registers.
process.env.GIT_REPO_DIRECTORY = repository
await registerLocalFs(app, { logger: { info() {}, debug() {}, warn: console.warn, error: console.error } })

app.get(['/', `/${editorFolder}`], (_request, response) => response.redirect(base))
app.get(base, (_request, response) =>
  response
    .set('x-robots-tag', 'noindex')
    .type('html')
    .send(adminPage({ local: `http://${ownHost}/api/v1` }, sourceTexts(repository))),
)
// Its scripts, and the chunks they load beside themselves.
app.use(base, express.static(editorDir, { index: false }))

const server = app.listen(Number(process.env.CMS_PORT ?? 0), host, () => {
  ownHost = `${host}:${(server.address() as AddressInfo).port}`
  console.log(`Content editor: http://${ownHost}${base}`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close()
    if (!prebuilt) rmSync(editorDir, { recursive: true, force: true })
    process.exit(0)
  })
