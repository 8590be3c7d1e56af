import { locales } from '../../data/locales'
import { assetSvg } from '../InlineSvg/InlineSvg'
import { svgParts } from '../InlineSvg/svgParts'
import { flagSymbolId } from './Flag'
import { visuallyHidden } from '../theme/visuallyHidden.css'

/** The flags as symbols for each Flag's `<use>`, once a page; not `display: none`, under which a browser may skip their patterns and clip paths. */
export function FlagSymbols() {
  return (
    <svg className={visuallyHidden} width="0" height="0" aria-hidden="true" focusable="false">
      {locales.map(({ flag }) => {
        const id = flagSymbolId(flag)
        const { viewBox, body } = svgParts(assetSvg(`flags/${flag}`), `${id}-`)
        return (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is our own file in assets/flags, read at build time
          <symbol key={flag} id={id} viewBox={viewBox} preserveAspectRatio="xMidYMid slice" dangerouslySetInnerHTML={{ __html: body }} />
        )
      })}
    </svg>
  )
}
