// Each setting is read as its full `import.meta.env.VITE_*` expression, which Vite replaces at build
// time; vike does not provide the env object itself to page code (https://vike.dev/env).

/** Splits a comma-separated setting into its trimmed, non-empty entries. */
export function listSetting(value: string | undefined): string[] {
  return (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
}

/** Which trackers to load after consent; empty everywhere means no tracking code at all. */
export type TrackingSettings = { gtmIds: readonly string[]; metaPixelId: string }

/** The two domains of the domain redirects (docs/product/routes.md); an empty host turns the rules that need it off. */
export type DomainHosts = { brHost: string; intlHost: string }

/** The site's build-time settings (the `VITE_*` variables of vite-env.d.ts), read in this one place. */
export const settings = {
  /** The public origin, without a trailing slash: canonical links, social cards, the sitemap and JSON-LD use it. */
  siteOrigin: (import.meta.env.VITE_SITE_ORIGIN?.trim() || 'https://tecto.com.br').replace(/\/+$/, ''),
  apiBase: import.meta.env.VITE_API_BASE?.trim() || '/api',
  tracking: {
    gtmIds: listSetting(import.meta.env.VITE_GTM_IDS),
    metaPixelId: import.meta.env.VITE_META_PIXEL_ID?.trim() ?? '',
  } satisfies TrackingSettings,
  hosts: {
    brHost: import.meta.env.VITE_BR_HOST?.trim() ?? '',
    intlHost: import.meta.env.VITE_INTL_HOST?.trim() ?? '',
  } satisfies DomainHosts,
}

/** Whether the build has any tracker id: a constant after Vite's replacement, so a build without ids drops the tracking code. */
export const trackingBuilt = Boolean(import.meta.env.VITE_GTM_IDS || import.meta.env.VITE_META_PIXEL_ID)
