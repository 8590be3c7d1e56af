import { defineConfig } from 'vite'
import vike from 'vike/plugin'
import { appPlugins } from './vite.plugins.ts'
import { rasterImages } from './build/rasterImages.ts'
import { staticNotFoundPage } from './build/staticNotFoundPage.ts'

// TECTO_OUT_DIR lets parallel builds (tests, helpers) write somewhere other than dist/.
const outDir = process.env.TECTO_OUT_DIR || 'dist'

/** The site's build: the app's plugins, the raster images made from SVG, and vike, which routes and prerenders every page. */
export default defineConfig({
  plugins: [
    ...appPlugins(),
    rasterImages([{ svg: 'assets/certificados/lgpd.svg', output: 'certificados/lgpd.jpeg', format: 'jpeg' }]),
    vike(),
    staticNotFoundPage(outDir),
  ],
  build: { target: 'es2022', outDir },
})
