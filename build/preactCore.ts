import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { formCode } from './clientChunks.ts'

const shims: Record<string, string> = {
  'preact/compat': fileURLToPath(new URL('./reactOnPreactCore.ts', import.meta.url)),
  'preact/compat/client': fileURLToPath(new URL('./reactDomClientOnPreactCore.ts', import.meta.url)),
}

/**
 * In the browser build, the `react` and `react-dom/client` of every module outside the forms' code (which the preset
 * aliases to preact/compat) resolve to Preact's core and hooks instead: the header, the consent banner, the language
 * menus and the carousels use only hooks, context and elements, so a page without a form loads no compat (about
 * 2.5 KiB compressed). On a form page compat comes with the form and runs beside the core; both are one Preact. The
 * server keeps compat everywhere, so the markup the islands hydrate is the one it always was.
 */
export function preactCore(): Plugin {
  return {
    name: 'tecto:preact-core',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id, importer) {
      const shim = shims[id]
      // The forms' code and modular-forms rely on the React semantics compat adds (`onChange` on every keystroke,
      // bubbling `onFocus`/`onBlur`): they keep it, in the forms' chunk.
      if (!shim || !importer || formCode.test(importer)) return null
      return shim
    },
  }
}
