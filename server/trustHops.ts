import type { FastifyServerOptions } from 'fastify'

/**
 * Fastify's `trustProxy` for a server reached only through `hops` proxies (`TRUST_PROXY`), so that `request.ip` (the
 * rate limit's key) is the address the Nth proxy from our side appended to X-Forwarded-For: what a client writes to
 * its left is never read. Fastify ignores a plain number, and `true` would take the client's own left-most entry.
 * proxy-addr calls this with each hop from the socket (0) leftwards; the first one not trusted is the visitor.
 */
export function trustHops(hops: number): FastifyServerOptions['trustProxy'] {
  if (!Number.isSafeInteger(hops) || hops < 0) throw new RangeError(`a proxy hop count must be a whole number ≥ 0, not ${hops}`)
  return hops === 0 ? false : (_address: string, hop: number) => hop < hops
}
