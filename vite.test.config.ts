import { defineConfig } from 'vite'
import { appPlugins } from './vite.plugins.ts'

/** Unit tests run through vite-node with the app's transforms but without vike. */
export default defineConfig({
  plugins: appPlugins(),
})
