import { InlineSvg } from '../InlineSvg/InlineSvg'

type PartnerLogoProps = {
  /** The wordmark is assets/partners/{logo or id}.svg (data/partners.ts). */
  partner: { id: string; logo?: string; name: string; alt?: string }
  /** The logo's box, fixed so nothing moves while the page lays out. */
  size: { width: number; height: number }
  className?: string
}

/** A partner's wordmark, drawn inline and named for those who cannot see it. */
export function PartnerLogo({ partner, size, className }: PartnerLogoProps) {
  const file = `partners/${partner.logo ?? partner.id}`
  return <InlineSvg file={file} className={className} width={size.width} height={size.height} role="img" aria-label={partner.alt ?? partner.name} />
}
