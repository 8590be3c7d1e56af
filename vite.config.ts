import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type UserConfig } from 'vite'
import vike from 'vike/plugin'
import { appPlugins } from './vite.plugins.ts'
import { afterPrerender } from './vite-plugins/afterPrerender.ts'
import { clientChunks } from './vite-plugins/clientChunks.ts'
import { devLeadApi } from './vite-plugins/devLeadApi.ts'
import { islandPreloads } from './vite-plugins/islandPreloads.ts'
import { newsFeeds } from './vite-plugins/newsFeeds.ts'
import { newsFiles, newsSocialCards } from './vite-plugins/newsSocialCards.ts'
import { buildOutDir } from './vite-plugins/outDir.ts'
import { pageStylesheets } from './vite-plugins/pageStylesheets.ts'
import { precompressDir } from './vite-plugins/precompress.ts'
import { rasterImages } from './vite-plugins/rasterImages.ts'
import { searchFiles } from './vite-plugins/searchFiles.ts'
import { selfHostedFonts } from './vite-plugins/selfHostedFonts.ts'
import { siteStylesheet } from './vite-plugins/siteStylesheet.ts'
import { staticNotFoundPage } from './vite-plugins/staticNotFoundPage.ts'
import { socialImage } from './data/socialImage.ts'
import { checkBuildSettings } from './data/settingRules.ts'
import { editorSite } from './cms/editorSite.ts'
import { gitBackend } from './cms/gitBackend.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
// TECTO_OUT_DIR lets parallel builds (tests, helpers) write somewhere other than dist/.
const { absolute: outDir, forVite: viteOutDir } = buildOutDir(process.env.TECTO_OUT_DIR, root)

/**
 * The site's build (docs/architecture/build.md): the app's plugins, the fonts, the one stylesheet, the raster images
 * made from SVG, and vike, which routes and prerenders every page; then the steps on the prerendered site. In
 * development (`npm run dev`) the lead API answers beside the pages.
 */
const config = {
  plugins: [
    ...appPlugins(),
    selfHostedFonts(),
    siteStylesheet(),
    rasterImages((command) => [
      { source: socialImage.svg, output: socialImage.path.slice(1), format: 'png' },
      { source: socialImage.logoSvg, output: socialImage.logoPath.slice(1), format: 'png' },
      // Each news article's own link-preview picture; a new article needs a restart in dev. Drafts' only where their
      // pages are: in development and a preview build (data/news.ts).
      ...newsSocialCards(root, command === 'serve' || process.env.VITE_PREVIEW_BUILD === '1'),
    ]),
    devLeadApi(),
    vike(),
    // In this order: the page stylesheets read the pages' final HTML, and the compression comes last.
    afterPrerender(
      'site-files',
      outDir,
      staticNotFoundPage,
      searchFiles,
      newsFeeds(newsFiles(root, process.env.VITE_PREVIEW_BUILD === '1')),
      pageStylesheets,
      islandPreloads,
      (clientDir) => precompressDir(clientDir),
    ),
  ],
  // No timing report: a build of this site spends most of its time in plugins (Babel for Lingui's macros, the
  // precompression), so the bundler's warning about it would come with every build and say nothing new.
  build: { target: 'es2022', outDir: viteOutDir, rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: { client: { build: { rolldownOptions: { output: clientChunks } } } },
  // The forms' anti-bot worker imports these only once a visitor touches a form: found then, they would make the
  // dev server optimize them and reload the page in the middle of a send. Bundled at start instead.
  optimizeDeps: { include: ['altcha-lib', 'altcha-lib/algorithms/web/pbkdf2'] },
  // The lead server renders form pages with the server build (server/routes/renderFormPage.ts), also where only the
  // runtime packages are installed: vanilla-extract's runtime helpers (dev dependencies) go into it.
  ssr: { noExternal: [/^@vanilla-extract\//] },
} satisfies UserConfig

/** The build's configuration, once the build-time settings are checked (data/settingRules.ts). */
export default defineConfig(({ mode }) => {
  // A bad VITE_* value (from the environment or a .env file) stops the build and the dev server here, with the
  // variable's name and what it takes, rather than an "Invalid URL" deep in a page or a site built on a typo.
  checkBuildSettings(loadEnv(mode, process.cwd(), 'VITE_'))
  // The content editor at /admin/, when CMS_GIT_REPO names the git host it saves to (a bad setting stops the build
  // here too); it compresses its own files.
  const editor = gitBackend(loadEnv(mode, process.cwd(), ['CMS_', 'VITE_SITE_ORIGIN', 'VITE_API_BASE']))
  return { ...config, plugins: [...config.plugins, editorSite(outDir, editor)] }
})
