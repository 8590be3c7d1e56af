import { fileURLToPath } from 'node:url'
import type { PluginOption } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { preactCompat } from './build/preactCompat.ts'
import { vitePlainMsg } from './locales/plainMsg/vitePlainMsg.ts'

/**
 * The plugins shared by the site build and the unit tests: React, Lingui macros
 * (compiled by Babel after the React transform, see DESIGN.md §2), PO imports and vanilla-extract.
 */
export function appPlugins(): PluginOption[] {
  return [
    vitePlainMsg(),
    // React Fast Refresh cannot update components that run on Preact (build/preactCompat.ts): without it an
    // edit in development reloads the page instead of leaving it stale.
    react({ refreshExclude: /./ }),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // The shipping config: a fuzzy translation is not shipped (lingui.shipping.config.ts).
    lingui({ configPath: fileURLToPath(new URL('./lingui.shipping.config.ts', import.meta.url)) }),
    vanillaExtractPlugin(),
    preactCompat(),
  ]
}
