import { fileURLToPath } from 'node:url'

/** The file under public/ that a site URL such as `/images/news/a.svg` serves. */
export function publicFile(url: string): string {
  return fileURLToPath(new URL(`../../public${url}`, import.meta.url))
}
