import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const shims: Record<string, string> = {
  'preact/compat': fileURLToPath(new URL('./reactOnPreactCore.ts', import.meta.url)),
  'preact/compat/client': fileURLToPath(new URL('./reactDomClientOnPreactCore.ts', import.meta.url)),
}

/**
 * In the browser build, `react` and `react-dom/client` (which the preset aliases to preact/compat) resolve to Preact's
 * core and hooks: the islands use only hooks, context and elements, and the forms bind modular-forms' React-style
 * `onChange` to the DOM's `input` event themselves (components/forms/fieldBinding.ts), so no page loads compat (about
 * 2.5 KiB compressed). SVG attributes written React's way get their SVG names (svgAttributeNames.ts). The server
 * keeps compat, so the markup the islands hydrate is the one it always was.
 */
export function preactCore(): Plugin {
  return {
    name: 'tecto:preact-core',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      return shims[id] ?? null
    },
  }
}
