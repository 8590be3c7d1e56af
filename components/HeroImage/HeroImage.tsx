// The lowercase HTML attribute: React 18's types do not know `fetchPriority`, and Preact passes it through as is.
const highPriority = { fetchpriority: 'high' } as object

type HeroImageProps = { src: string; width: number; height: number; className?: string }

/**
 * The decorative picture at the top of a page, often its largest paint: fetched first and at once (not lazily),
 * with its size so its box is reserved before it arrives. Decorative, so screen readers skip it.
 */
export function HeroImage({ src, width, height, className }: HeroImageProps) {
  return <img className={className} src={src} width={width} height={height} alt="" loading="eager" decoding="async" {...highPriority} />
}
