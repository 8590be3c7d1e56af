import { editorFolder } from '../data/contentEditor'

/** Hashed build output: the name changes with the content, so browsers may keep it for a year. */
export const immutable = 'public, max-age=31536000, immutable'

/** Pages are revalidated on every visit (cheap, thanks to ETag), so a deploy shows at once. */
export const revalidate = 'no-cache'

/** Images and the favicon keep their names across deploys: a day is a fair trade. */
export const moderate = 'public, max-age=86400'

/** The `Cache-Control` header for a file of the client folder (path relative to it). */
export function cacheControl(file: string): string {
  if (file.startsWith('assets/')) return immutable
  if (file.endsWith('.html')) return revalidate
  // The content editor's files keep their names across deploys and must change together with its page.
  if (file.startsWith(`${editorFolder}/`)) return revalidate
  return moderate
}
