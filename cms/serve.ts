import { spawn } from 'node:child_process'
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createServer, type AddressInfo } from 'node:net'
import { createServer as createHttpServer } from 'node:http'
import { createRequire } from 'node:module'
import { basename, dirname, join, resolve } from 'node:path'
import { editorFolder } from '../data/contentEditor'
import { adminPage, manualInitScript } from './adminPage'
import { buildEditor } from './buildEditor'

// `npm run cms`: the content editor against the working copy. Both the page and decap-server (which writes files in
// the repository) listen on 127.0.0.1 only, so nobody else on the network can reach them.

const host = '127.0.0.1'
/** The editor's address on this server, as on the built site. */
const base = `/${editorFolder}/`
// The working copy the editor reads and writes: this one, or another checkout named by CMS_REPOSITORY.
const repository = resolve(process.env.CMS_REPOSITORY || resolve(import.meta.dirname, '..'))
const require = createRequire(import.meta.url)
const decapDist = dirname(require.resolve('decap-cms/dist/decap-cms.js'))

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer().listen(0, host, () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => done(port))
    })
    probe.on('error', fail)
  })

const backendPort = await freePort()
const backend = spawn(process.execPath, [require.resolve('decap-server')], {
  cwd: repository,
  env: { ...process.env, BIND_HOST: host, PORT: String(backendPort), MODE: 'fs', GIT_REPO_DIRECTORY: repository, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
backend.on('exit', (code) => {
  console.error(`decap-server stopped (${code}); the editor cannot save`)
  process.exit(1)
})

// The editor's own script is built from the working copy at start (a few seconds), into a folder of its own.
const editorDir = mkdtempSync(join(tmpdir(), 'tecto-cms-'))
await buildEditor(editorDir)

const page = adminPage({ local: `http://${host}:${backendPort}/api/v1` })
const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
}

/** A file of the editor's script or of Decap's bundle, by its bare name (nothing else on the machine is served). */
const editorFile = (name: string) => [join(editorDir, name), join(decapDist, name)].find((file) => existsSync(file))

const server = createHttpServer((request, response) => {
  const path = new URL(request.url ?? '/', `http://${host}`).pathname
  if (path === '/' || path === `/${editorFolder}`) return response.writeHead(302, { location: base }).end()
  if (path === base) return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' }).end(page)
  if (path === `${base}manual-init.js`) return response.writeHead(200, { 'content-type': types['.js']! }).end(manualInitScript)
  // Decap's bundle and the editor's script load their chunks beside themselves.
  const file = path === `${base}${basename(path)}` ? editorFile(basename(path)) : undefined
  if (file) {
    response.writeHead(200, { 'content-type': types[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream' })
    return createReadStream(file).pipe(response)
  }
  response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
})
server.listen(Number(process.env.CMS_PORT ?? 0), host, () => {
  const { port } = server.address() as AddressInfo
  console.log(`Content editor: http://${host}:${port}${base}`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    backend.removeAllListeners('exit')
    backend.kill()
    rmSync(editorDir, { recursive: true, force: true })
    process.exit(0)
  })
