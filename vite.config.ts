import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type UserConfig } from 'vite'
import vike from 'vike/plugin'
import { appPlugins } from './vite.plugins.ts'
import { afterPrerender } from './vite-plugins/afterPrerender.ts'
import { clientChunks } from './vite-plugins/clientChunks.ts'
import { devLeadApi } from './vite-plugins/devLeadApi.ts'
import { newsFeeds } from './vite-plugins/newsFeeds.ts'
import { newsFiles, newsSocialCards } from './vite-plugins/newsSocialCards.ts'
import { buildOutDir } from './vite-plugins/outDir.ts'
import { pageAssets } from './vite-plugins/pageAssets.ts'
import { precompressDir } from './vite-plugins/precompress.ts'
import { rasterImages } from './vite-plugins/rasterImages.ts'
import { searchFiles } from './vite-plugins/searchFiles.ts'
import { selfHostedFonts } from './vite-plugins/selfHostedFonts.ts'
import { siteStylesheet } from './vite-plugins/siteStylesheet.ts'
import { socialImage } from './data/socialImage.ts'
import { readBuildSettings } from './data/settingRules.ts'
import { editorSite } from './cms/editorSite.ts'
import { gitBackend } from './cms/gitBackend.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
// TECTO_OUT_DIR lets parallel builds (tests, helpers) write somewhere other than dist/.
const { absolute: outDir, forVite: viteOutDir } = buildOutDir(process.env.TECTO_OUT_DIR, root)

/** The site's build (docs/architecture/build.md), once the build-time settings are checked (data/settingRules.ts). */
export default defineConfig(({ command, mode }) => {
  // A bad VITE_* value stops the build and the dev server here, naming the variable and what it takes.
  const { siteOrigin } = readBuildSettings(loadEnv(mode, process.cwd(), 'VITE_'))
  // The content editor at /admin/, when CMS_GIT_REPO names its git host; it compresses its own files.
  const editor = gitBackend(loadEnv(mode, process.cwd(), ['CMS_', 'VITE_SITE_ORIGIN', 'VITE_API_BASE']))
  const preview = process.env.VITE_PREVIEW_BUILD === '1'
  const articles = newsFiles(root, preview)
  // In this order: the page assets step reads the pages' final HTML, and the compression comes last.
  const siteFiles = afterPrerender(
    'site-files',
    outDir,
    // Static hosts answer unknown paths with `/404.html`: the Portuguese 404 page (our server picks the path's locale).
    (clientDir) => copyFileSync(join(clientDir, 'pt-br', '404', 'index.html'), join(clientDir, '404.html')),
    searchFiles(root, siteOrigin, preview, articles),
    newsFeeds(articles),
    pageAssets,
    (clientDir) => precompressDir(clientDir),
  )
  return {
    plugins: [
      ...appPlugins(),
      selfHostedFonts(),
      siteStylesheet(),
      rasterImages([
        { source: socialImage.svg, output: socialImage.path.slice(1), format: 'png' },
        { source: socialImage.logoSvg, output: socialImage.logoPath.slice(1), format: 'png' },
        // Each news article's link-preview picture (a new one needs a dev restart); drafts' only in development and preview builds.
        ...newsSocialCards(root, command === 'serve' || preview),
      ]),
      devLeadApi(),
      vike(),
      siteFiles,
      editorSite(outDir, editor),
    ],
    // No timing report: Babel (Lingui's macros) and the precompression make every build's warning say the same.
    build: { target: 'es2022', outDir: viteOutDir, rolldownOptions: { checks: { bundlerTimings: false } } },
    environments: { client: { build: { rolldownOptions: { output: clientChunks } } } },
    // Imported only after a page has loaded (a form's lazy code and anti-bot worker; the recipe runtime of a style edited
    // in dev): found then, the dev server would reload the page and lose what was typed. The dev-server test lists any.
    optimizeDeps: { include: ['altcha-lib', 'altcha-lib/algorithms/web/pbkdf2', 'altcha-lib/workers/shared', '@vanilla-extract/recipes/createRuntimeFn'] },
    // The lead server renders form pages with the server build, also where only the runtime packages are installed.
    ssr: { noExternal: [/^@vanilla-extract\//] },
  } satisfies UserConfig
})
