import type { DomainHosts } from './settings'

/** `Tecto.com.br`, `https://www.tecto.com.br/` → `tecto.com.br`: settings may be written loosely. */
function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/^www\./, '')
}

/** Whether the URL is on `host`; a configured host without a port matches any port. */
function isOnHost(url: URL, host: string): boolean {
  const current = (host.includes(':') ? url.host : url.hostname).toLowerCase()
  return current.replace(/^www\./, '') === host
}

/** Moves the URL to another host, keeping its `www.` prefix, path, query and hash. */
function moveTo(url: URL, host: string): string {
  const www = /^www\./i.test(url.hostname) ? 'www.' : ''
  const target = new URL(url.href)
  target.host = www + host
  if (!host.includes(':')) target.port = ''
  return target.href
}

/** The first path segment, lower-cased: `/EN-US/contato` → `en-us`. */
function firstSegment(url: URL): string {
  return (url.pathname.split('/')[1] ?? '').toLowerCase()
}

/**
 * The domain redirects (docs/product/routes.md), or null to stay: the international root → `/en-us`; `/en-us` on the
 * Brazilian domain → the international one; `/pt-br` on the international domain → the Brazilian one. `www.`, query and
 * hash are kept; an empty host turns its rules off.
 */
export function domainRedirect(href: string, hosts: DomainHosts): string | null {
  const url = new URL(href)
  const br = normalizeHost(hosts.brHost)
  const intl = normalizeHost(hosts.intlHost)
  let target: string | null = null
  if (intl && isOnHost(url, intl)) {
    if (url.pathname === '/') {
      target = new URL(`/en-us${url.search}${url.hash}`, url).href
    } else if (br && firstSegment(url) === 'pt-br') {
      target = moveTo(url, br)
    }
  } else if (br && intl && isOnHost(url, br) && firstSegment(url) === 'en-us') {
    target = moveTo(url, intl)
  }
  // Both hosts set to the same domain would otherwise reload the page forever.
  return target === url.href ? null : target
}
