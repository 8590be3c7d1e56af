// The directives a page needs to load its own files from the site when the API serves it from another origin.
const siteDirectives = ['base-uri', 'script-src', 'style-src', 'font-src', 'img-src', 'connect-src']

/**
 * A Content-Security-Policy that also lets the site's origin serve the page's `<base>`, scripts, styles, fonts and
 * images: the answer page of a post from the site to an API on another origin is the site's page (formReplyPage.ts),
 * whose `'self'` is the API's. Directives the policy lacks are added with `'self'` and the site.
 */
export function allowSiteOrigin(policy: string, siteOrigin: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
  const named = (name: string) => directives.findIndex((directive) => directive.split(/\s+/, 1)[0] === name)
  for (const name of siteDirectives) {
    const at = named(name)
    if (at < 0) directives.push(`${name} 'self' ${siteOrigin}`)
    else directives[at] = `${directives[at]} ${siteOrigin}`
  }
  return directives.join(';')
}
