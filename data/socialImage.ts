/**
 * The picture that link previews show for every page, and Tecto's square logo for JSON-LD. Both are drawn as SVG in
 * `assets/social/` and turned into PNG by the build (build/rasterImages.ts): social networks do not read SVG.
 * 1200×630 is the size every network crops well.
 */
export const socialImage = {
  svg: 'assets/social/tecto.svg',
  path: '/social/tecto.png',
  width: 1200,
  height: 630,
  logoSvg: 'assets/social/logo.svg',
  logoPath: '/social/logo.png',
} as const
