import type { FastifyServerOptions } from 'fastify'

/**
 * Fastify's `trustProxy` for a server behind `hops` proxies (`TRUST_PROXY`): `request.ip`, the rate limit's key, is the
 * address the Nth proxy from our side appended to X-Forwarded-For, never what a client wrote to its left (as `true`
 * would take; Fastify ignores a plain number). proxy-addr asks with each hop from the socket (0) leftwards.
 */
export function trustHops(hops: number): FastifyServerOptions['trustProxy'] {
  if (!Number.isSafeInteger(hops) || hops < 0) throw new RangeError(`a proxy hop count must be a whole number ≥ 0, not ${hops}`)
  return hops === 0 ? false : (_address: string, hop: number) => hop < hops
}
