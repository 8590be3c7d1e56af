import type { readBuildSettings } from './settingRules'

// The build writes the settings in as one value (`__TECTO_BUILD_SETTINGS__`): the pages carry the values, not the rules.
/** The site's build-time settings (the `VITE_*` variables of vite-env.d.ts), as the build read them. */
export type BuildSettings = ReturnType<typeof readBuildSettings>

/** Which trackers to load after consent; empty everywhere means no tracking code at all. */
export type TrackingSettings = BuildSettings['tracking']

/** The two domains of the domain redirects (docs/product/routes.md); an empty host turns the rules that need it off. */
export type DomainHosts = BuildSettings['hosts']

export const settings: BuildSettings = __TECTO_BUILD_SETTINGS__

/** Whether the build has any tracker id: a constant after Vite's replacement, so a build without ids drops the tracking code. */
export const trackingBuilt = Boolean(import.meta.env.VITE_GTM_IDS || import.meta.env.VITE_META_PIXEL_ID)
