/// <reference types="vite/client" />

/**
 * The `VITE_*` settings as `import.meta.env` gives them: the build-time settings of data/settingRules.ts, and
 * `VITE_PREVIEW_BUILD=1`, a preview build with the drafts and every language of the code (docs/architecture/build.md).
 */
interface ImportMetaEnv extends Partial<Record<keyof typeof import('./data/settingRules').buildSettingRules | 'VITE_PREVIEW_BUILD', string>> {}

/** The build-time settings as the build read them, written into the code by vite.plugins.ts (data/settings.ts). */
declare const __TECTO_BUILD_SETTINGS__: import('./data/settings').BuildSettings

/** The tags of the languages the build publishes and of its complete ones, written into the code by vite.plugins.ts (data/locales.ts). */
declare const __TECTO_LOCALES__: { published: readonly string[]; complete: readonly string[] }
