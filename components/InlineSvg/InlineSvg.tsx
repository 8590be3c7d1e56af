import type { SVGAttributes } from 'react'
import { svgParts } from './svgParts'

type InlineSvgProps = Omit<SVGAttributes<SVGSVGElement>, 'viewBox' | 'dangerouslySetInnerHTML'> & {
  /** The SVG file's text, read at build time (`import.meta.glob(…, { query: '?raw' })`). */
  source: string
  /** Prefixed to the file's ids, so two drawings on one page never share one (svgParts). */
  idPrefix?: string
}

/** One of our SVG files drawn inline, with no request of its own; not in islands, which would carry it twice (HTML and script). */
export function InlineSvg({ source, idPrefix, ...attributes }: InlineSvgProps) {
  const { viewBox, body } = svgParts(source, idPrefix)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is our own file in assets/, read at build time
  return <svg viewBox={viewBox} {...attributes} dangerouslySetInnerHTML={{ __html: body }} />
}
