// The build writes the settings in as one value (`__TECTO_BUILD_SETTINGS__`): the pages carry the values, not the rules.
/** Which trackers to load after consent; empty everywhere means no tracking code at all. */
export type TrackingSettings = { gtmIds: readonly string[]; metaPixelId: string }

/** The two domains of the domain redirects (docs/product/routes.md); an empty host turns the rules that need it off. */
export type DomainHosts = { brHost: string; intlHost: string }

/** The site's build-time settings (the `VITE_*` variables of vite-env.d.ts), as the build read them. */
export type BuildSettings = {
  /** The public origin, without a trailing slash: canonical links, social cards, the sitemap and JSON-LD use it. */
  siteOrigin: string
  apiBase: string
  tracking: TrackingSettings
  hosts: DomainHosts
}

export const settings: BuildSettings = __TECTO_BUILD_SETTINGS__

/** Whether the build has any tracker id: a constant after Vite's replacement, so a build without ids drops the tracking code. */
export const trackingBuilt = Boolean(import.meta.env.VITE_GTM_IDS || import.meta.env.VITE_META_PIXEL_ID)
