// One rule per `VITE_*` variable, shared by the build, the pages and the lead server, each throwing with the variable and what it takes.

/** The text of a setting as the rules take it: trimmed, undefined when unset or blank. */
export function settingText(value: string | undefined): string | undefined {
  return value?.trim() || undefined
}

export function listSetting(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

const absoluteUrl = (value: string) => (URL.canParse(value) ? new URL(value) : undefined)

/** An http(s) origin, scheme and host (`https://tecto.com.br`, a trailing slash taken), as `URL.origin` writes it. */
export function httpOrigin(name: string, value: string): string {
  const url = absoluteUrl(value)
  const bare = url && /^https?:$/.test(url.protocol) && !url.username && !url.password && url.pathname === '/' && !/[?#]/.test(value)
  if (!bare) throw new Error(`${name} must be an http(s) origin, scheme and host with no path (e.g. https://tecto.com.br), not "${value}"`)
  return url.origin
}

const hostNamePattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i

/** A DNS name's shape (`tecto.com.br`); a last label of digits only is an IP address, none of them (`999.1.1.1`). */
export const isHostName = (value: string) => hostNamePattern.test(value) && !/(^|\.)\d+$/.test(value)

/** A host name (`tecto.com.br`), lower-cased; '' when unset, which turns off what needs it. */
const hostName =
  (name: string) =>
  (value = ''): string => {
    if (value !== '' && !isHostName(value)) throw new Error(`${name} must be a host name such as tecto.com.br (no scheme, path or port), not "${value}"`)
    return value.toLowerCase()
  }

/** Every build-time setting and its rule; vite-env.d.ts types the same variables. */
export const buildSettingRules = {
  VITE_SITE_ORIGIN: (value = 'https://tecto.com.br') => httpOrigin('VITE_SITE_ORIGIN', value),
  /** A path (`/api`) or an absolute http(s) URL (an API on another host), without a trailing slash. */
  VITE_API_BASE: (value = '/api'): string => {
    const url = absoluteUrl(value)
    const path = value.startsWith('/') && !value.startsWith('//') && !/[?#\s\\]/.test(value)
    const remote = url && /^https?:$/.test(url.protocol) && !url.username && !url.password && !/[?#]/.test(value)
    if (!path && !remote) throw new Error(`VITE_API_BASE must be a path such as /api or an http(s) URL such as https://api.tecto.com.br, not "${value}"`)
    return value.replace(/\/+$/, '')
  },
  /** Google Tag Manager container ids (`GTM-` and letters or digits), comma-separated. */
  VITE_GTM_IDS: (value?: string): string[] => {
    const ids = listSetting(value)
    const bad = ids.find((id) => !/^GTM-[A-Z0-9]{1,16}$/.test(id))
    if (bad !== undefined) throw new Error(`VITE_GTM_IDS must list Google Tag Manager ids such as GTM-AB12CD3, separated by commas; "${bad}" is not one`)
    return ids
  },
  /** The Meta pixel's id, digits only; '' for none. */
  VITE_META_PIXEL_ID: (value = ''): string => {
    if (value !== '' && !/^\d{1,20}$/.test(value)) throw new Error(`VITE_META_PIXEL_ID must be the Meta pixel's id, digits only, not "${value}"`)
    return value
  },
  VITE_BR_HOST: hostName('VITE_BR_HOST'),
  VITE_INTL_HOST: hostName('VITE_INTL_HOST'),
  /** Development only: `1` shows the English pages pseudo-localized. */
  VITE_PSEUDO_LOCALE: (value = '') => {
    if (value !== '' && value !== '1') throw new Error(`VITE_PSEUDO_LOCALE must be 1 or unset, not "${value}"`)
    return value
  },
} satisfies Record<`VITE_${string}`, (value?: string) => unknown>

/** The settings the pages use (data/settings.ts), read from the `VITE_*` variables of `env` by the rules above; throws one
 * error listing every bad one, with what it takes. */
export function readBuildSettings(env: Record<string, string | undefined>) {
  const problems: string[] = []
  const values = Object.fromEntries(
    Object.entries(buildSettingRules).map(([name, rule]) => {
      try {
        return [name, rule(settingText(env[name]))]
      } catch (error) {
        problems.push((error as Error).message)
        return [name]
      }
    }),
  ) as { [Name in keyof typeof buildSettingRules]: ReturnType<(typeof buildSettingRules)[Name]> }
  if (problems.length > 0) throw new Error(`Bad build-time settings: ${problems.join('; ')}`)
  return {
    /** The public origin, without a trailing slash: canonical links, social cards, the sitemap and JSON-LD use it. */
    siteOrigin: values.VITE_SITE_ORIGIN,
    apiBase: values.VITE_API_BASE,
    tracking: { gtmIds: values.VITE_GTM_IDS, metaPixelId: values.VITE_META_PIXEL_ID },
    hosts: { brHost: values.VITE_BR_HOST, intlHost: values.VITE_INTL_HOST },
  }
}
