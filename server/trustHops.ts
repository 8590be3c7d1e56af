import type { FastifyServerOptions } from 'fastify'

/**
 * Fastify's `trustProxy` for a server reached only through `hops` proxies (`TRUST_PROXY`), so that
 * `request.ip` (the rate limit's key) is the visitor's address:
 * - 0: no proxy, the socket's address; X-Forwarded-For is ignored.
 * - N: the address the Nth proxy from our side appended, i.e. the Nth X-Forwarded-For entry from the
 *   right (1: the right-most); with fewer entries than N, the left-most one. Whatever a client writes
 *   to the left of what our proxies appended is never read, so it cannot pick its address.
 *
 * Fastify itself ignores a number (it treats every address as untrusted, so behind a proxy every visitor
 * would be the proxy), and `true` would make the client's own left-most entry the visitor. @fastify/proxy-addr
 * walks the chain from the socket leftwards and calls the function with each address and its hop: the
 * socket is hop 0, the right-most entry hop 1; the first address not trusted is the client. Trusting
 * hops 0…N-1 without looking at the addresses is right only when nothing but our proxies can reach the
 * server, which is what setting a hop count promises.
 */
export function trustHops(hops: number): FastifyServerOptions['trustProxy'] {
  if (!Number.isSafeInteger(hops) || hops < 0) throw new RangeError(`a proxy hop count must be a whole number ≥ 0, not ${hops}`)
  return hops === 0 ? false : (_address: string, hop: number) => hop < hops
}
