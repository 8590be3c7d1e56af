import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SiteFile } from '../siteIndex'

/** A site file from memory: the best precompressed copy, a 304, or a `Range` slice (206/416); a 404 page is never revalidated. */
export function sendSiteFile(request: FastifyRequest, reply: FastifyReply, site: SiteFile, fixedHeaders: Record<string, string>, status = 200) {
  reply.headers(fixedHeaders)
  if (site.ownHeaders) reply.headers(site.ownHeaders)
  reply.header('cache-control', site.cacheControl)
  const size = site.bodies.identity.length
  // The range a request asks of the file as it is; none when `If-Range` names another copy (RFC 9110 §13.1.5).
  const ifRange = request.headers['if-range']
  const range = status === 200 && (ifRange === undefined || ifRange === `"${site.etag}"`) ? parseByteRange(request.headers.range, size) : 'ignore'
  if (range === 'unsatisfiable') return reply.code(416).header('accept-ranges', 'bytes').header('content-range', `bytes */${size}`).send()
  if (range !== 'ignore') {
    reply.headers({
      'accept-ranges': 'bytes',
      'content-type': site.contentType,
      etag: `"${site.etag}"`,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
    })
    return reply.code(206).send(site.bodies.identity.subarray(range.start, range.end + 1))
  }
  // The best copy the client accepts (RFC 9110 §12.5.3), chosen as @fastify/compress chooses for the other answers.
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', site.encoded) ?? 'identity'
  const etag = `"${site.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`
  reply.header('content-type', site.contentType)
  if (site.encoded.length) reply.header('vary', 'accept-encoding')
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  if (status !== 200) return reply.code(status).send(site.bodies[encoding])
  reply.header('etag', etag)
  // Weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`; `*` matches the current copy.
  const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
  if (known?.some((tag) => tag === etag || tag === '*')) return reply.code(304).send()
  return reply.send(site.bodies[encoding])
}

/** A `Range` header's one range, clipped (RFC 9110 §14.2); `ignore` (the whole file, as allowed) for several or a bad one. */
export function parseByteRange(header: string | undefined, size: number): { start: number; end: number } | 'ignore' | 'unsatisfiable' {
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/i.exec(header ?? '')
  if (!match) return 'ignore'
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return 'ignore'
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last)
    if (length === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  // A last position before the first is a syntax error, not an empty range.
  if (last !== '' && Number(last) < start) return 'ignore'
  if (start >= size) return 'unsatisfiable'
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}
