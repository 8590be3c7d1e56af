/// <reference types="vite/client" />

// The build-time settings the site reads (data/settings.ts). All are optional: an empty
// or missing value turns its feature off, so a plain `npm run build` needs none of them.
interface ImportMetaEnv {
  /** The site's public origin, e.g. `https://tecto.com.br`: canonical links, sitemap, social cards. */
  readonly VITE_SITE_ORIGIN?: string
  /** Base URL of the lead API; default `/api` (docs/operating/lead-api.md). */
  readonly VITE_API_BASE?: string
  /** Google Tag Manager container ids, comma-separated, e.g. `GTM-AAAA111,GTM-BBBB222`. */
  readonly VITE_GTM_IDS?: string
  /** The Meta (Facebook) pixel id. */
  readonly VITE_META_PIXEL_ID?: string
  /** The Brazilian domain, e.g. `tecto.com.br` (docs/product/routes.md, domain redirects). */
  readonly VITE_BR_HOST?: string
  /** The international domain, whose root redirects to `/en-us`. */
  readonly VITE_INTL_HOST?: string
  /** Development only: `1` shows the English pages pseudo-localized, to spot hard-coded text and truncation. */
  readonly VITE_PSEUDO_LOCALE?: string
  /**
   * `1`: a preview build, as `vike dev` shows the site: with the news drafts (`draft: true`) and every language of the
   * code, complete or not (docs/translating/new-language.md); never set for production.
   */
  readonly VITE_PREVIEW_BUILD?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** The build-time settings as the build read them, written into the code by vite.plugins.ts (data/settings.ts). */
declare const __TECTO_BUILD_SETTINGS__: import('./data/settings').BuildSettings

/** The tags of the languages the build publishes and of its complete ones, written into the code by vite.plugins.ts (data/locales.ts). */
declare const __TECTO_LOCALES__: { published: readonly string[]; complete: readonly string[] }
