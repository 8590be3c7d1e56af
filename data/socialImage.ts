/**
 * The picture that link previews show for every page, and Tecto's square logo for JSON-LD. Both are drawn as SVG in
 * `assets/social/` and turned into PNG by the build (vite-plugins/rasterImages.ts): social networks do not read SVG.
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

/** A link-preview picture: where it is served, its size and media type. */
export type SocialImage = { path: string; width: number; height: number; type: 'image/png' | 'image/jpeg' }

/**
 * The link-preview picture of a news article: its own picture (`image`, a file beside its content file), which the
 * build turns into a 1200×630 raster (vite-plugins/newsSocialCards.ts): PNG from an SVG drawing, JPEG from a photo.
 */
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
