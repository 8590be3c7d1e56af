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
import { answerClientError, localeOfHeaders } from './routes/clientErrorAnswer'
import { errorAnswer } from './routes/errorAnswer'
import { leadRoutes } from './routes/leadRoutes'
import { type GithubSignInOptions, githubSignIn } from './cms/githubSignIn'
import { renderFormPageOf } from './routes/renderFormPage'

/** What the server needs to know: where the built site is, the lead capture to expose, and whether to log. */
export type AppOptions = {
  clientDir: string
  logger?: FastifyServerOptions['logger']
  /** The lead API (`POST {api}/mail/contact`); without it the server only serves the site. */
  leadCapture?: LeadCapture
  /** How many proxies stand between the visitors and the server (`TRUST_PROXY`), so `request.ip` and the rate limit see the visitor; default 0. */
  trustProxy?: number
  /**
   * How long a request may take to arrive, headers and body (ms); after it the client gets a 408 and the
   * connection is closed. Default 10 s: a lead form's 16 KiB arrive in well under a second even on a slow phone.
   */
  requestTimeoutMs?: number
  /** The editor's GitHub sign-in under `prefix` (the API base), when the server has the OAuth app's secret. */
  githubSignIn?: GithubSignInOptions & { prefix: string }
}

/** The default of `requestTimeoutMs`. */
export const defaultRequestTimeoutMs = 10_000

/**
 * The site's server, ready but not listening (tests inject requests or listen on port 0).
 * It answers GET and HEAD with the prerendered pages and static files of `clientDir`,
 * and every other path with the 404 page in the path's language.
 */
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
  // The headers of each connection's latest request: a request Node gives up on (a 408) is answered from the socket
  // alone, and these tell its page's language.
  const lastHeaders = new WeakMap<Duplex, IncomingHttpHeaders>()
  const apiPrefix = leadCapture?.routes.prefix
  const app = Fastify({
    logger,
    trustProxy: trustHops(trustProxy),
    // Without a bound (Fastify's default is none), a client that sends its headers and then a byte of body now and
    // then holds a connection forever; a few such sockets a minute pin the server and block a clean shutdown.
    requestTimeout: requestTimeoutMs,
    http: {
      // Node's headers bound (60 s) must not exceed the request bound: when it does, Node swaps the two, and a
      // body trickled after quick headers is then allowed the 60 s.
      headersTimeout: requestTimeoutMs,
      // Node checks the bounds only this often (30 s by default, which would triple a 10 s bound): a quarter of it
      // closes a slow request within 1.25 times the bound, for one look at the open connections a second.
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

  /** Whether a path is the lead API's (not when it is mounted at the root: the pages are there too). */
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
      .send(errorAnswer(status, localeOfHeaders(request.headers)))
  }

  function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    if (isApiPath(request.url)) return sendError(request, reply, 404)
    const page = site.notFoundPage(splitLocale(rawPath(request.url)).locale)
    if (page) return sendSiteFile(request, reply, page, headersOfFiles, 404)
    return reply.code(404).header('cache-control', revalidate).type('text/plain').send('Not found')
  }

  // GET also answers HEAD (Fastify's exposeHeadRoutes). The files go out from memory with headers built
  // once (sendSiteFile), so helmet and on-the-fly compression stand aside on this route.
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

/** The build's client folder: `<outDir>/client`, with `outDir` the `TECTO_OUT_DIR` setting (`dist` by default) like vite.config.ts. */
export function defaultClientDir(root: string, outDir: string): string {
  // An absolute TECTO_OUT_DIR stands for itself, as Vite reads it.
  return resolve(root, outDir, 'client')
}
