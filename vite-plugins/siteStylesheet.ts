import type { Plugin } from 'vite'

const emptyStyle = '\0tecto:empty-style'

/** One stylesheet for the site, from the server build, which alone sees every component's CSS; the client build drops its copy. */
export function siteStylesheet(): Plugin {
  return {
    name: 'tecto:site-stylesheet',
    apply: 'build',
    enforce: 'pre',
    // vike gives each CSS module a chunk: one name for all makes one stylesheet. Not on the client, which splits with `codeSplitting`.
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
