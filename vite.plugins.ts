import { fileURLToPath } from 'node:url'
import { loadEnv, type Plugin, type PluginOption } from 'vite'
import preact from '@preact/preset-vite'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { imagetools } from 'vite-imagetools'
import { contentFiles } from './vite-plugins/content/contentFiles.ts'
import { preactCompat } from './vite-plugins/preactCompat.ts'
import { vitePlainMsg } from './locales/plainMsg/vitePlainMsg.ts'
import { readBuildSettings } from './data/settingRules.ts'
import { leftOutNote, localeSourcesOnDisk, shippedLocales } from './locales/shippedLocales.ts'

/**
 * The plugins shared by the site build and the unit tests: Preact (its JSX, its `react` → `preact/compat`
 * aliases, and hot updates of components in development), Lingui macros, PO imports, vanilla-extract, and the content
 * files with their pictures in responsive sizes (sharp, through vite-imagetools).
 */
export function appPlugins(): PluginOption[] {
  return [
    buildSettings(),
    publishedLocales(),
    vitePlainMsg(),
    // Without a `babel` option the preset leaves JSX to Vite's own transform (Oxc), so the build runs no
    // Babel pass for it; in development it adds Prefresh, which swaps an edited component in place.
    preact(),
    // Babel runs before the JSX transform (the plugin is `enforce: 'pre'`): the `<Trans>` macro must still see JSX.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // The shipping config: a fuzzy translation is not shipped (lingui.shipping.config.ts).
    lingui({ configPath: fileURLToPath(new URL('./lingui.shipping.config.ts', import.meta.url)) }),
    vanillaExtractPlugin(),
    preactCompat(),
    contentFiles(),
    imagetools(),
  ]
}

/**
 * Writes the build-time settings into the code as one value, `__TECTO_BUILD_SETTINGS__` (data/settings.ts), read from
 * the `VITE_*` variables (the environment and .env files, as Vite reads them) by their rules: the browser then loads
 * the values alone, not the rules, which only the build and the server need.
 */
function buildSettings(): Plugin {
  return {
    name: 'tecto:build-settings',
    config: (_, { mode }) => ({
      define: { __TECTO_BUILD_SETTINGS__: JSON.stringify(readBuildSettings(loadEnv(mode, process.cwd(), 'VITE_'))) },
    }),
  }
}

// A build prints its left-out languages once, though vike loads the configuration anew for each of its steps (the
// client, the server, the prerendering), in one process.
const shared = globalThis as { tectoLocaleNotes?: Set<string> }
shared.tectoLocaleNotes ??= new Set()
const noted = shared.tectoLocaleNotes

/**
 * Writes the languages the site publishes into the code as `__TECTO_LOCALES__` (data/locales.ts): every language of
 * the code in development and in the unit tests (`serve`) and in a preview build (VITE_PREVIEW_BUILD=1); only the
 * complete ones in a production build, which names the others and what they lack (locales/shippedLocales.ts).
 */
function publishedLocales(): Plugin {
  return {
    name: 'tecto:locales',
    config: (_, { command }) => {
      const root = fileURLToPath(new URL('.', import.meta.url))
      const preview = command === 'serve' || process.env.VITE_PREVIEW_BUILD === '1'
      const { published, complete, leftOut } = shippedLocales(localeSourcesOnDisk(root), { preview })
      for (const note of leftOut.map(leftOutNote).filter((note) => !noted.has(note))) {
        noted.add(note)
        console.warn(note)
      }
      return { define: { __TECTO_LOCALES__: JSON.stringify({ published, complete }) } }
    },
  }
}
