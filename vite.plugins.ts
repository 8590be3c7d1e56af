import { fileURLToPath } from 'node:url'
import { loadEnv, type Plugin, type PluginOption } from 'vite'
import preact from '@preact/preset-vite'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { imagetools } from 'vite-imagetools'
import { contentFiles } from './vite-plugins/content/contentFiles.ts'
import { vitePlainMsg } from './locales/plainMsg/vitePlainMsg.ts'
import { readBuildSettings } from './data/settingRules.ts'
import { leftOutNote, localeSourcesOnDisk, shippedLocales } from './locales/shippedLocales.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/** The plugins shared by the site build, the editor's build and the unit tests, and the app's settings (below). */
export function appPlugins(): PluginOption[] {
  return [
    vitePlainMsg(),
    // Without a `babel` option the preset leaves JSX to Vite's Oxc transform; in development it adds Prefresh.
    preact(),
    // Babel runs before the JSX transform (the plugin is `enforce: 'pre'`): the `<Trans>` macro must still see JSX.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // The shipping config: a fuzzy translation is not shipped (lingui.shipping.config.ts).
    lingui({ configPath: `${root}lingui.shipping.config.ts` }),
    vanillaExtractPlugin(),
    contentFiles(),
    imagetools(),
    // After the preset: the later plugin's aliases are tried first, and `react-dom/server` must not reach the preset's `react-dom`.
    appSettings(),
  ]
}

// A build prints its left-out languages once, though vike loads the configuration anew for each of its steps.
const shared = globalThis as { tectoLocaleNotes?: Set<string> }
shared.tectoLocaleNotes ??= new Set()
const noted = shared.tectoLocaleNotes

/** By command and mode: the build settings' values (not their rules), the shipped locales, and the aliases Preact's preset lacks. */
function appSettings(): Plugin {
  return {
    name: 'tecto:app-settings',
    config: (_, { command, mode }) => {
      const preview = command === 'serve' || process.env.VITE_PREVIEW_BUILD === '1'
      const { published, complete, leftOut } = shippedLocales(localeSourcesOnDisk(root), { preview })
      for (const note of leftOut.map(leftOutNote).filter((note) => !noted.has(note))) {
        noted.add(note)
        console.warn(note)
      }
      return {
        define: {
          __TECTO_BUILD_SETTINGS__: JSON.stringify(readBuildSettings(loadEnv(mode, process.cwd(), 'VITE_'))),
          __TECTO_LOCALES__: JSON.stringify({ published, complete }),
        },
        resolve: {
          alias: [
            // Straight to the renderer: `preact/compat/server` would also load the streaming renderers, which prerendering never uses.
            { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
            // modular-forms' signals: Preact's own track reads in render, so the React runtime's useSignals() is a no-op.
            { find: /^@preact\/signals-react\/runtime$/, replacement: `${root}vite-plugins/preactSignalsRuntime.ts` },
            { find: /^@preact\/signals-react$/, replacement: `${root}vite-plugins/preactSignals.ts` },
          ],
        },
        // Libraries that import React must go through the aliases during prerendering too, not load React from node_modules.
        ssr: { noExternal: ['@lingui/react', '@modular-forms/react', '@preact/signals-react'] },
      }
    },
  }
}
