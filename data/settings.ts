// Each setting is read as its full `import.meta.env.VITE_*` expression, which Vite replaces at build
// time; vike does not provide the env object itself to page code (https://vike.dev/env). The build has checked
// each value with the same rules (data/settingRules.ts, vite.config.ts), so none throws here.
import { buildSettingRules as rules, settingText } from './settingRules'

/** Which trackers to load after consent; empty everywhere means no tracking code at all. */
export type TrackingSettings = { gtmIds: readonly string[]; metaPixelId: string }

/** The two domains of the domain redirects (docs/product/routes.md); an empty host turns the rules that need it off. */
export type DomainHosts = { brHost: string; intlHost: string }

/** The site's build-time settings (the `VITE_*` variables of vite-env.d.ts), read in this one place. */
export const settings = {
  /** The public origin, without a trailing slash: canonical links, social cards, the sitemap and JSON-LD use it. */
  siteOrigin: rules.VITE_SITE_ORIGIN(settingText(import.meta.env.VITE_SITE_ORIGIN)),
  apiBase: rules.VITE_API_BASE(settingText(import.meta.env.VITE_API_BASE)),
  tracking: {
    gtmIds: rules.VITE_GTM_IDS(settingText(import.meta.env.VITE_GTM_IDS)),
    metaPixelId: rules.VITE_META_PIXEL_ID(settingText(import.meta.env.VITE_META_PIXEL_ID)),
  } satisfies TrackingSettings,
  hosts: {
    brHost: rules.VITE_BR_HOST(settingText(import.meta.env.VITE_BR_HOST)),
    intlHost: rules.VITE_INTL_HOST(settingText(import.meta.env.VITE_INTL_HOST)),
  } satisfies DomainHosts,
}

/** Whether the build has any tracker id: a constant after Vite's replacement, so a build without ids drops the tracking code. */
export const trackingBuilt = Boolean(import.meta.env.VITE_GTM_IDS || import.meta.env.VITE_META_PIXEL_ID)
