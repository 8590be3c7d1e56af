/** The link-preview picture of every page and the square logo for JSON-LD: SVG made PNG by the build, as networks read no SVG. */
export const socialImage = {
  svg: 'assets/social/tecto.svg',
  path: '/social/tecto.png',
  width: 1200,
  height: 630,
  logoSvg: 'assets/social/logo.svg',
  logoPath: '/social/logo.png',
} as const

/** A link-preview picture: where it is served, its size and media type. */
export type SocialImage = { path: string; width: number; height: number; type: 'image/png' | 'image/jpeg' }

/** A news article's link-preview picture: its own, made a 1200×630 raster by the build (vite-plugins/newsSocialCards.ts). */
export function articleSocialImage(slug: string, image: string): SocialImage {
  const drawing = /\.svg$/i.test(image)
  const name = encodeURIComponent(image.replace(/\.[^.]+$/, ''))
  return {
    path: `/social/news/${slug}/${name}.${drawing ? 'png' : 'jpg'}`,
    width: socialImage.width,
    height: socialImage.height,
    type: drawing ? 'image/png' : 'image/jpeg',
  }
}
