// The values of the one theme (theme.css.ts), apart from its CSS so that plain code can read them too: the focus
// ring's contrast test (focusRing.test.ts) measures the ring against these backgrounds, not against copies of them.

/** Tecto's palette, type scale, spacing and shapes, as values. */
export const themeTokens = {
  color: {
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
    /** Headings and figures on the dark bands: the brightest text there. */
    onDarkStrong: '#ffffff',
    onDarkMuted: '#b7c2e6',
    /**
     * The focus ring (focusRing.ts) is two-tone: a dark ring in a light halo, so one of them stands out at least 3:1
     * from every background of the site, white and dark bands alike (WCAG 2.2, 1.4.11 and 2.4.13).
     */
    focus: '#0b1533',
    focusHalo: '#ffffff',
    danger: '#b3261e',
    success: '#146c43',
    /** The box of an image before it arrives. */
    placeholder: '#eef2fc',
    /** A tag's pale chip on white. */
    chip: '#e6ebfb',
    /** The violets between brand blue and accent, for the news topics' gradients. */
    violet: '#5b3fd6',
    violetDeep: '#4a2fb8',
  },
  /**
   * Palette colours as RGB channels, for the translucent washes, rules and glows that `translucent()` makes: each is
   * the same colour as its namesake above (white is onBrand and surface).
   */
  rgb: {
    white: '255, 255, 255',
    ink: '11, 21, 51',
    surfaceDark: '7, 16, 42',
    accent: '122, 62, 224',
    onDark: '233, 238, 255',
    onDarkMuted: '183, 194, 230',
  },
  gradient: {
    brand: 'linear-gradient(100deg, #1a36ad 0%, #2447d8 45%, #7a3ee0 100%)',
    dark: 'linear-gradient(160deg, #07102a 0%, #102463 60%, #2a1c6b 100%)',
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
    card: '0 1px 2px rgba(11, 21, 51, 0.06), 0 8px 24px rgba(11, 21, 51, 0.08)',
    raised: '0 16px 48px rgba(11, 21, 51, 0.18)',
    /** A hairline ring around a floating panel. */
    ring: '0 0 0 1px rgba(11, 21, 51, 0.15)',
  },
  width: { page: '1552px', content: '1200px', standard: '1048px', text: '72ch' },
  z: { header: '50', drawer: '80', banner: '90' },
  motion: { fast: '150ms', normal: '250ms' },
}
