import type { Plugin } from 'vite'

/**
 * Runs the React code on Preact through `preact/compat` (DESIGN.md §2): the same components, about 40 KB gzip
 * less JavaScript per page. Server and browser both render with Preact, so hydration meets markup it made itself.
 * The React packages stay installed for their types and for the peer ranges of @lingui/react and @modular-forms/react.
 * https://preactjs.com/guide/v10/switching-to-preact#setting-up-compat
 */
export function preactCompat(): Plugin {
  return {
    name: 'tecto:preact-compat',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react$/, replacement: 'preact/compat' },
          // modular-forms keeps its state in signals; Preact's own signals package tracks reads in render by itself,
          // so the React runtime's explicit useSignals() becomes a no-op.
          { find: /^@preact\/signals-react\/runtime$/, replacement: new URL('./preactSignalsRuntime.ts', import.meta.url).pathname },
          { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
        ],
      },
      // Libraries that import React must go through the aliases during prerendering too, not load React from node_modules.
      ssr: { noExternal: ['@lingui/react', '@modular-forms/react', '@preact/signals-react'] },
    }),
  }
}
