import type { FastifyServerOptions } from 'fastify'

/** `trustProxy` for `hops` proxies: `request.ip` is what the Nth proxy appended, never a client's own (Fastify ignores a number). */
export function trustHops(hops: number): FastifyServerOptions['trustProxy'] {
  if (!Number.isSafeInteger(hops) || hops < 0) throw new RangeError(`a proxy hop count must be a whole number ≥ 0, not ${hops}`)
  return hops === 0 ? false : (_address: string, hop: number) => hop < hops
}
