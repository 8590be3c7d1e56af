import { InlineSvg } from '../InlineSvg/InlineSvg'

type DecorativeIconProps = {
  /** The icon's file name in assets/icons/, without `.svg`. */
  name: string
  /** Its width and height in CSS pixels, fixed so nothing moves while the page lays out. */
  size: number
  className?: string
}

/** An icon that only decorates: hidden from assistive technology, as the words beside it say what it means. */
export function DecorativeIcon({ name, size, className }: DecorativeIconProps) {
  return <InlineSvg file={`icons/${name}`} idPrefix={`icon-${name}-`} className={className} width={size} height={size} aria-hidden="true" focusable="false" />
}
