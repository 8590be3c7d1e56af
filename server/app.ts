import type { IncomingHttpHeaders } from 'node:http'
import { resolve } from 'node:path'
import type { Duplex } from 'node:stream'
import { constants as zlib } from 'node:zlib'
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import { splitLocale } from '../data/localePath'
import { paths } from '../data/routes'
import { revalidate } from './cacheControl'
import { rawPath, requestPath } from './requestPath'
import { permissionsPolicy, securityHeaders } from './securityHeaders'
import { indexSite } from './siteIndex'
import { fixedHeaders } from './site/fixedHeaders'
import { sendSiteFile } from './site/sendSiteFile'
import { trustHops } from './trustHops'
import type { LeadCapture } from './leadCapture'
import { answerClientError, answerLocale, errorAnswer } from './routes/errorAnswer'
import { leadRoutes } from './routes/leadRoutes'
import { type GithubSignInOptions, githubSignIn } from './cms/githubSignIn'
import { renderFormPageOf } from './routes/formReplyPage'

/** The built site, the lead API (without it, the site alone), and how many proxies stand in front (`TRUST_PROXY`). */
export type AppOptions = {
  clientDir: string
  logger?: FastifyServerOptions['logger']
  leadCapture?: LeadCapture
  trustProxy?: number
  /** How long headers and body may take to arrive before a 408: a lead form's 16 KiB take well under a second. */
  requestTimeoutMs?: number
  /** The editor's GitHub sign-in under `prefix` (the API base), when the server has the OAuth app's secret. */
  githubSignIn?: GithubSignInOptions & { prefix: string }
}

export const defaultRequestTimeoutMs = 10_000

/** The site's server, ready but not listening: GET and HEAD of the build's pages and files, else the 404 page. */
export async function buildApp({
  clientDir: dir,
  logger = false,
  leadCapture,
  trustProxy = 0,
  requestTimeoutMs = defaultRequestTimeoutMs,
  githubSignIn: signIn,
}: AppOptions) {
  const clientDir = resolve(dir)
  const site = indexSite(clientDir)
  // Each connection's latest headers: a request Node gives up on (a 408) is answered in its page's language.
  const lastHeaders = new WeakMap<Duplex, IncomingHttpHeaders>()
  const apiPrefix = leadCapture?.routes.prefix
  const app = Fastify({
    logger,
    trustProxy: trustHops(trustProxy),
    // Fastify has none by default: a body trickled a byte at a time would hold a connection forever.
    requestTimeout: requestTimeoutMs,
    // During a shutdown, a request on a connection accepted before it is answered as usual (docs/operating/nginx.md):
    // Fastify's default 503 would refuse a lead the proxy does not retry; the store closes only after the connections.
    return503OnClosing: false,
    http: {
      // Node's 60 s would exceed the request bound, and Node would then swap the two.
      headersTimeout: requestTimeoutMs,
      // Node checks the bounds every 30 s by default: a quarter of the bound keeps them close to it.
      connectionsCheckingInterval: Math.min(1000, Math.ceil(requestTimeoutMs / 4)),
    },
    // Node's own answers (a 408, a 431) are English `{"message":"Client Timeout"}`: the API's format instead.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, lastHeaders.get(socket)),
    // Malformed URLs (`/%E0%A4%A`) are a visitor's typo or a scanner: the 404 page, not Fastify's 400 JSON.
    frameworkErrors: (error, request, reply) => {
      const plain = reply as unknown as FastifyReply
      if (error.code === 'FST_ERR_BAD_URL' && !isApiPath(request.url)) return sendNotFound(request as FastifyRequest, plain)
      return sendError(request as FastifyRequest, plain, error.statusCode ?? 400)
    },
  })
  app.addHook('onRequest', async (request) => {
    lastHeaders.set(request.raw.socket, request.headers)
  })

  await app.register(fastifyHelmet, securityHeaders)
  const headersOfFiles = await fixedHeaders()
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy)
  })
  // Brotli's default quality (11) is meant for build time; 4 compresses pages on the fly at gzip's speed.
  await app.register(fastifyCompress, { brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } })
  // A form posted without JavaScript and refused is answered with its own built page, filled in.
  if (leadCapture) await app.register(leadRoutes, { renderFormPage: renderFormPageOf(clientDir), ...leadCapture.routes })
  if (signIn) await app.register(githubSignIn, signIn)

  /** Whether a path is the lead API's (never when mounted at the root, with the pages). */
  function isApiPath(url: string): boolean {
    if (!apiPrefix) return false
    const path = rawPath(url)
    return path === apiPrefix || path.startsWith(`${apiPrefix}/`)
  }

  /** An error in the API's format, `{ statusCode, error, message }`, its message in the page's language. */
  function sendError(request: FastifyRequest, reply: FastifyReply, status: number) {
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send(errorAnswer(status, answerLocale(request.headers)))
  }

  function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    if (isApiPath(request.url)) return sendError(request, reply, 404)
    const page = site.notFoundPage(splitLocale(rawPath(request.url)).locale)
    if (page) return sendSiteFile(request, reply, page, headersOfFiles, 404)
    return reply.code(404).header('cache-control', revalidate).type('text/plain').send('Not found')
  }

  // GET also answers HEAD. The files go out from memory with headers built once, without helmet or compression.
  app.get('/*', { helmet: false, compress: false }, (request, reply) => {
    const pathname = requestPath(request.url)
    const found = pathname === null ? undefined : site.find(pathname)
    // The 404 page itself (`/en-us/404`) is no page to index: it keeps its status.
    if (!found || splitLocale(pathname!).path.replace(/\/$/, '') === paths.notFound) {
      return sendNotFound(request, reply)
    }
    return sendSiteFile(request, reply, found, headersOfFiles)
  })

  // Pages are read-only: other methods on them are refused, with the methods that work.
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return sendError(request, reply, 404)
    if (request.method === 'GET' || request.method === 'HEAD') return sendNotFound(request, reply)
    return reply.code(405).header('allow', 'GET, HEAD').send({ error: 'Method Not Allowed' })
  })

  return app
}

/** The build's client folder: `<TECTO_OUT_DIR>/client`, an absolute TECTO_OUT_DIR standing for itself as Vite reads it. */
export function defaultClientDir(root: string, outDir: string): string {
  return resolve(root, outDir, 'client')
}
