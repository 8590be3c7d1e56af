import { defineConfig } from 'vite'
import vike from 'vike/plugin'
import { appPlugins } from './vite.plugins.ts'
import { rasterImages } from './build/rasterImages.ts'

/** The site's build: the app's plugins, the raster images made from SVG, and vike, which routes and prerenders every page. */
export default defineConfig({
  plugins: [
    ...appPlugins(),
    rasterImages([{ svg: 'assets/certificados/lgpd.svg', output: 'certificados/lgpd.jpeg', format: 'jpeg' }]),
    vike(),
  ],
  // TECTO_OUT_DIR lets parallel builds (tests, helpers) write somewhere other than dist/.
  build: { target: 'es2022', outDir: process.env.TECTO_OUT_DIR || 'dist' },
})
