import type { Plugin } from 'vite'

const emptyStyle = '\0tecto:empty-style'

/**
 * One stylesheet for the whole site, built from the server's module graph. The pages are HTML only, so most
 * components never reach the browser's graph and the client build cannot see their CSS; the server build (whose
 * assets vike links from every page) sees every component, the islands included. So: every CSS module goes into
 * one chunk, and the client build drops its own copy of the islands' CSS, which would be a second stylesheet.
 */
export function siteStylesheet(): Plugin {
  return {
    name: 'tecto:site-stylesheet',
    apply: 'build',
    enforce: 'pre',
    // vike gives each CSS module a chunk of its own (its workaround for a CSS duplication bug); vike asks this
    // first, so one name for them all makes the one stylesheet. The server build only: the client build has no CSS
    // left (below) and cuts its chunks with `codeSplitting` (clientChunks.ts), beside which the bundler ignores
    // `manualChunks` and says so on every build.
    configEnvironment(name) {
      if (name === 'client') return
      return { build: { rolldownOptions: { output: { manualChunks: (id: string) => (/\.css($|\?)/.test(id) ? 'style' : undefined) } } } }
    },
    async resolveId(id, importer, options) {
      if (this.environment.name !== 'client') return null
      // `./Button.css` is a vanilla-extract module (Button.css.ts) with class names to keep: judge by what it resolves to.
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true })
      return resolved && /\.css($|\?)/.test(resolved.id) ? emptyStyle : resolved
    },
    load(id) {
      return id === emptyStyle ? 'export {}' : null
    },
  }
}
