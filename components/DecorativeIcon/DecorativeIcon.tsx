import { InlineSvg } from '../InlineSvg/InlineSvg'

// The icons' files, read at build time and drawn inline: no request each (islands do not import this component).
const files = import.meta.glob<string>('../../assets/icons/*.svg', { query: '?raw', import: 'default', eager: true })

type DecorativeIconProps = {
  /** The icon's file name in assets/icons/, without `.svg`. */
  name: string
  /** Its width and height in CSS pixels, fixed so nothing moves while the page lays out. */
  size: number
  className?: string
}

/** An icon that only decorates: hidden from assistive technology, as the words beside it say what it means. */
export function DecorativeIcon({ name, size, className }: DecorativeIconProps) {
  const source = files[`../../assets/icons/${name}.svg`]
  if (!source) throw new Error(`assets/icons/${name}.svg is missing`)
  return <InlineSvg source={source} idPrefix={`icon-${name}-`} className={className} width={size} height={size} aria-hidden="true" focusable="false" />
}
