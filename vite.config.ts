import { defineConfig } from 'vite'
import vike from 'vike/plugin'
import { appPlugins } from './vite.plugins.ts'

/** The site's build: the app's plugins plus vike, which routes and prerenders every page. */
export default defineConfig({
  plugins: [...appPlugins(), vike()],
  build: { target: 'es2022' },
})
