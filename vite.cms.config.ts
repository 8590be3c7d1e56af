import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { appPlugins } from './vite.plugins.ts'

// The content editor's script (cms/editor/main.tsx) and stylesheet, built with the app's plugins so that its previews
// draw the site's components in the site's styles; Decap's own bundle is served as the package ships it.
export default defineConfig({
  plugins: appPlugins(),
  logLevel: 'warn',
  // The site's public files (favicon, flags) are the site's, not the editor's.
  publicDir: false,
  // A library build leaves process.env.NODE_ENV to its user; this one runs in a browser as it is.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    emptyOutDir: false,
    target: 'es2022',
    // Source maps would publish the sources; the editor's own code is small enough to read as built.
    sourcemap: false,
    lib: { entry: fileURLToPath(new URL('./cms/editor/main.tsx', import.meta.url)), formats: ['es'], fileName: 'editor', cssFileName: 'editor' },
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
})
