import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project folder. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url))

/** Where `npm test` builds the site: private, so it never touches `dist/` (override for parallel runs). */
export const testOutDir = process.env.TECTO_TEST_OUT_DIR || join('.builds', 'test')

/** The static site of the test build. */
export const testClientDir = join(projectRoot, testOutDir, 'client')

/**
 * Build-time settings of the test build. Tracking ids are set (to fake values) so the browser
 * tests can prove that nothing loads before consent and that the trackers do load after it;
 * the domain redirects are off, as the tests run on 127.0.0.1; the content editor is in. The public origin is spelled out: the search tests
 * compare canonical links and the sitemap with it.
 */
export const testBuildEnv = {
  VITE_SITE_ORIGIN: 'https://tecto.com.br',
  VITE_GTM_IDS: 'GTM-TEST001,GTM-TEST002',
  VITE_META_PIXEL_ID: '100000000000001',
  VITE_BR_HOST: '',
  VITE_INTL_HOST: '',
  VITE_API_BASE: '/api',
  // The content editor is built as a deployment given a git host has it (cms/gitBackend.ts), at /admin/, signing in
  // with GitHub through the lead server (editorSignIn.browser.test.ts).
  CMS_GIT_REPO: 'tecto/site',
} as const
