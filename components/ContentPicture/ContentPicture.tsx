import type { ContentImage } from '../../data/content/contentFile'

// The lowercase HTML attribute: React 18's types do not know `fetchPriority`, and Preact passes it through as is.
export const highPriority = { fetchpriority: 'high' } as object

/** How wide a picture in a `cardGrid` card is drawn: a third of the wide page from md, half from sm (docs/performance.md#pictures). */
export const cardPictureSizes = '(min-width: 1552px) 473px, (min-width: 1024px) calc(33vw - 45px), (min-width: 640px) calc(50vw - 38px), calc(100vw - 34px)'

type ContentPictureProps = {
  picture: ContentImage
  /** What the picture shows, for people who cannot see it: the entry's `imageAlt` (data/content/fields.ts). */
  alt: string
  /** How wide the picture is drawn, as the `sizes` attribute says it, so the browser picks the smallest file that suffices. */
  sizes: string
  className?: string
  /** The page's largest picture: fetched first and at once; every other one loads when it nears the screen. */
  priority?: boolean
}

/** A content entry's picture (data/content/): AVIF, then WebP, in the widths the build made, the WebP as the fallback `<img>`; an SVG as it is. */
export function ContentPicture({ picture, alt, sizes, className, priority = false }: ContentPictureProps) {
  const { src, width, height, sources } = picture
  const loading = priority ? { loading: 'eager' as const, ...highPriority } : { loading: 'lazy' as const }
  // The `<img>` is the fallback file only: `sizes` belongs with a `srcset`, which the `<source>`s carry (HTML forbids one without the other).
  const image = <img className={className} src={src} width={width} height={height} alt={alt} decoding="async" {...loading} />
  if (!sources) return image
  return (
    <picture>
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      {image}
    </picture>
  )
}
