// The one theme's values (theme.css.ts), apart from its CSS so that plain code (focusRing.test.ts) can read them.
const color = {
  ink: '#0b1533',
  inkSoft: '#3d4a6b',
  muted: '#56627f',
  surface: '#ffffff',
  surfaceAlt: '#f3f6fd',
  surfaceDark: '#07102a',
  line: '#d9e0f0',
  brand: '#2447d8',
  brandStrong: '#1a36ad',
  accent: '#7a3ee0',
  onBrand: '#ffffff',
  onDark: '#e9eeff',
  onDarkStrong: '#ffffff',
  onDarkMuted: '#b7c2e6',
  /** The two tones of the focus ring (focusRing.ts). */
  focus: '#0b1533',
  focusHalo: '#ffffff',
  danger: '#b3261e',
  success: '#146c43',
  placeholder: '#eef2fc',
  chip: '#e6ebfb',
  /** Between brand blue and accent, for IA Notícia's topic tiles. */
  violet: '#5b3fd6',
  violetDeep: '#4a2fb8',
}
/** A palette colour as RGB channels (`#0b1533` → `11, 21, 51`), for `translucent()` and the shadows. */
const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')
const rgb = {
  white: channels(color.surface),
  ink: channels(color.ink),
  accent: channels(color.accent),
  onDark: channels(color.onDark),
  onDarkMuted: channels(color.onDarkMuted),
}
export const themeTokens = {
  color,
  rgb,
  gradient: {
    brand: `linear-gradient(100deg, ${color.brandStrong} 0%, ${color.brand} 45%, ${color.accent} 100%)`,
    dark: `linear-gradient(160deg, ${color.surfaceDark} 0%, #102463 60%, #2a1c6b 100%)`,
  },
  font: {
    body: '"Inter Variable", "Inter Fallback", system-ui, sans-serif',
    heading: '"Sora", "Sora Fallback", "Inter Variable", system-ui, sans-serif',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: 'clamp(1.875rem, 1.4rem + 1.8vw, 2.75rem)',
    hero: 'clamp(2.125rem, 1.5rem + 2.8vw, 3.75rem)',
  },
  space: {
    xxs: '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    section: 'clamp(56px, 8vw, 112px)',
  },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadow: {
    card: `0 1px 2px rgba(${rgb.ink}, 0.06), 0 8px 24px rgba(${rgb.ink}, 0.08)`,
    raised: `0 16px 48px rgba(${rgb.ink}, 0.18)`,
    ring: `0 0 0 1px rgba(${rgb.ink}, 0.15)`,
  },
  width: { page: '1552px', standard: '1048px', text: '72ch' },
  z: { header: '50', banner: '90' },
  motion: { fast: '150ms', normal: '250ms' },
}
