import { spawn } from 'node:child_process'
import { createReadStream, existsSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { createServer as createHttpServer } from 'node:http'
import { createRequire } from 'node:module'
import { basename, dirname, join, resolve } from 'node:path'
import { adminPage } from './adminPage'

// `npm run cms`: the content editor against the working copy. Both the page and decap-server (which writes files in
// the repository) listen on 127.0.0.1 only, so nobody else on the network can reach them.

const host = '127.0.0.1'
const repository = resolve(import.meta.dirname, '../..')
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

const page = adminPage(`http://${host}:${backendPort}/api/v1`)
const types: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json' }

const server = createHttpServer((request, response) => {
  const path = new URL(request.url ?? '/', `http://${host}`).pathname
  if (path === '/' || path === '/admin') return response.writeHead(302, { location: '/admin/' }).end()
  if (path === '/admin/') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' }).end(page)
  // Decap's bundle loads its chunks beside itself: serve that folder's files by bare name only.
  const file = join(decapDist, basename(path))
  if (path.startsWith('/admin/') && path === `/admin/${basename(path)}` && existsSync(file)) {
    response.writeHead(200, { 'content-type': types[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream' })
    return createReadStream(file).pipe(response)
  }
  response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
})
server.listen(Number(process.env.CMS_PORT ?? 0), host, () => {
  const { port } = server.address() as AddressInfo
  console.log(`Content editor: http://${host}:${port}/admin/`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    backend.removeAllListeners('exit')
    backend.kill()
    process.exit(0)
  })
