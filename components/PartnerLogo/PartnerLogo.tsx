import { InlineSvg } from '../InlineSvg/InlineSvg'

// The wordmarks' files, read at build time and drawn inline: no request each (islands do not import this component).
const files = import.meta.glob<string>('../../assets/partners/*.svg', { query: '?raw', import: 'default', eager: true })

type PartnerLogoProps = {
  /** The wordmark is assets/partners/{logo or id}.svg (data/partners.ts). */
  partner: { id: string; logo?: string; name: string; alt?: string }
  /** The logo's box, fixed so nothing moves while the page lays out. */
  size: { width: number; height: number }
  className?: string
}

/** A partner's wordmark, drawn inline and named for those who cannot see it. */
export function PartnerLogo({ partner, size, className }: PartnerLogoProps) {
  const file = `assets/partners/${partner.logo ?? partner.id}.svg`
  const source = files[`../../${file}`]
  if (!source) throw new Error(`${file} is missing`)
  return <InlineSvg source={source} className={className} width={size.width} height={size.height} role="img" aria-label={partner.alt ?? partner.name} />
}
