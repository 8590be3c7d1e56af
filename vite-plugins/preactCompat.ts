import type { Plugin } from 'vite'

/**
 * Runs the React code on Preact through `preact/compat`: the same components, about 40 KB gzip less JavaScript
 * per page. Server and browser both render with Preact, so hydration meets markup it made itself. The React
 * packages stay installed for their types and for the peer ranges of @lingui/react and @modular-forms/react.
 *
 * `@preact/preset-vite` (vite.plugins.ts) maps `react`, `react-dom` and their subpaths to `preact/compat`; these
 * aliases cover what it leaves out, and come first because a later plugin's aliases take precedence.
 * https://preactjs.com/guide/v10/switching-to-preact#setting-up-compat
 */
export function preactCompat(): Plugin {
  return {
    name: 'tecto:preact-compat',
    config: () => ({
      resolve: {
        alias: [
          // Straight to the renderer: `preact/compat/server` would also load the streaming renderers, which prerendering never uses.
          { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
          // modular-forms keeps its state in signals; Preact's own signals package tracks reads in render by itself,
          // so the React runtime's explicit useSignals() becomes a no-op.
          { find: /^@preact\/signals-react\/runtime$/, replacement: new URL('./preactSignalsRuntime.ts', import.meta.url).pathname },
          { find: /^@preact\/signals-react$/, replacement: new URL('./preactSignals.ts', import.meta.url).pathname },
        ],
      },
      // Libraries that import React must go through the aliases during prerendering too, not load React from node_modules.
      ssr: { noExternal: ['@lingui/react', '@modular-forms/react', '@preact/signals-react'] },
    }),
  }
}
