/** Longer paths than this are no page of ours: answered 404 without further work. */
export const maxPathLength = 2048

/** The raw path of a request URL: everything before the query. */
export function rawPath(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '/'
}

/** The decoded path of a request URL; null for bad percent-encoding, a NUL byte or an absurd length, which get the 404 page, never a 5xx. */
export function requestPath(url: string): string | null {
  const raw = rawPath(url)
  if (!raw.startsWith('/') || raw.length > maxPathLength) return null
  try {
    const decoded = decodeURIComponent(raw)
    return decoded.includes('\0') ? null : decoded
  } catch {
    return null
  }
}
