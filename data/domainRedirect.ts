import type { DomainHosts } from './settings'

// The hosts are checked settings (data/settingRules.ts): lower-case names, no scheme, path or port; `www.` optional on both sides.
const bare = (host: string) => host.replace(/^www\./, '')

/** Moves the URL to another host on its default port, keeping its `www.` prefix, path, query and hash. */
function moveTo(url: URL, host: string): string {
  const target = new URL(url.href)
  target.hostname = (url.hostname.startsWith('www.') ? 'www.' : '') + host
  target.port = ''
  return target.href
}

/**
 * The domain redirects (docs/product/routes.md), or null to stay: the international root → `/en-us`; `/en-us` on the
 * Brazilian domain → the international one; `/pt-br` on the international domain → the Brazilian one. `www.`, query and
 * hash are kept; an empty host turns its rules off.
 */
export function domainRedirect(href: string, hosts: DomainHosts): string | null {
  const url = new URL(href)
  const [br, intl, current] = [bare(hosts.brHost), bare(hosts.intlHost), bare(url.hostname)]
  const firstSegment = (url.pathname.split('/')[1] ?? '').toLowerCase()
  let target: string | null = null
  if (intl && current === intl) {
    if (url.pathname === '/') target = new URL(`/en-us${url.search}${url.hash}`, url).href
    else if (br && firstSegment === 'pt-br') target = moveTo(url, br)
  } else if (br && intl && current === br && firstSegment === 'en-us') {
    target = moveTo(url, intl)
  }
  // Both hosts set to the same domain would otherwise reload the page forever.
  return target === url.href ? null : target
}
