import type { SVGAttributes } from 'react'
import { svgParts } from './svgParts'

// Our SVG files' text, read at build time and drawn inline: no request each. Islands never import this module, which
// would carry every file twice (HTML and script).
const files = import.meta.glob<string>('../../assets/{icons,partners,flags}/*.svg', { query: '?raw', import: 'default', eager: true })

/** The text of `assets/{file}.svg`, e.g. `icons/cloud`; a missing file fails the build. */
export function assetSvg(file: string): string {
  const source = files[`../../assets/${file}.svg`]
  if (!source) throw new Error(`assets/${file}.svg is missing`)
  return source
}

type InlineSvgProps = Omit<SVGAttributes<SVGSVGElement>, 'viewBox' | 'dangerouslySetInnerHTML'> & {
  /** The file under assets/, without `.svg` (assetSvg). */
  file: string
  /** Prefixed to the file's ids, so two drawings on one page never share one (svgParts). */
  idPrefix?: string
}

/** One of our SVG files drawn inline. */
export function InlineSvg({ file, idPrefix, ...attributes }: InlineSvgProps) {
  const { viewBox, body } = svgParts(assetSvg(file), idPrefix)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is our own file in assets/, read at build time
  return <svg viewBox={viewBox} {...attributes} dangerouslySetInnerHTML={{ __html: body }} />
}
