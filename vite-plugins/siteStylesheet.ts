import type { Plugin } from 'vite'

const emptyStyle = '\0tecto:empty-style'

/**
 * One stylesheet for the whole site, from the server build's module graph, which alone sees every component's CSS (the
 * pages are HTML only); the client build drops its copy of the islands' CSS, which would be a second stylesheet.
 */
export function siteStylesheet(): Plugin {
  return {
    name: 'tecto:site-stylesheet',
    apply: 'build',
    enforce: 'pre',
    // vike gives each CSS module a chunk of its own: one name for them all makes the one stylesheet. Not in the client build,
    // which has no CSS left and cuts its chunks with `codeSplitting` (clientChunks.ts).
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
