/** The encodings a file may have a precompressed copy in, best first; `identity` is the file as it is. */
export const encodings = ['br', 'gzip'] as const

export type Encoding = (typeof encodings)[number] | 'identity'

/** The weights an `Accept-Encoding` header gives, e.g. `gzip;q=0.5, br` → { gzip: 0.5, br: 1 }. */
function weights(header: string): Map<string, number> {
  const map = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    map.set(name, q === undefined ? 1 : Number(q))
  }
  return map
}

/** The best encoding of a file (RFC 9110 §12.5.3): the first of `available` accepted above weight 0, by name or `*`. */
export function negotiateEncoding(header: string | undefined, available: readonly (typeof encodings)[number][]): Encoding {
  if (!header) return 'identity'
  const accepted = weights(header)
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  const best = available.filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0]
  return best ?? 'identity'
}
