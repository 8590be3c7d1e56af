import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SiteFile } from '../siteIndex'
import { negotiateEncoding } from './negotiateEncoding'

/**
 * Answers with a file of the site from memory: the best precompressed copy the client accepts, the
 * headers every answer carries (`fixedHeaders`, built once at start) and the file's own, and a 304 when
 * the client's copy is current. `status` is 404 for the not-found page, which is never revalidated.
 */
export function sendSiteFile(request: FastifyRequest, reply: FastifyReply, site: SiteFile, fixedHeaders: Record<string, string>, status = 200) {
  const encoding = negotiateEncoding(request.headers['accept-encoding'], site.encoded)
  const etag = `"${site.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`
  reply.headers(fixedHeaders)
  reply.header('content-type', site.contentType)
  reply.header('cache-control', site.cacheControl)
  if (site.encoded.length) reply.header('vary', 'accept-encoding')
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  if (status !== 200) return reply.code(status).send(site.bodies[encoding])
  reply.header('etag', etag)
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send()
  return reply.send(site.bodies[encoding])
}
