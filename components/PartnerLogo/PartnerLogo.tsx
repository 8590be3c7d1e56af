import { useLingui } from '@lingui/react'
import type { MessageDescriptor } from '@lingui/core'

type PartnerLogoProps = {
  partner: { img: string; alt: MessageDescriptor }
  /** The logo's box, fixed so nothing moves while it loads. */
  size: { width: number; height: number }
  /** `eager` in the first screen (the hero's partners), `lazy` further down. */
  loading: 'eager' | 'lazy'
  className?: string
}

/** A partner's logo, named in the page's language for those who cannot see it. */
export function PartnerLogo({ partner, size, loading, className }: PartnerLogoProps) {
  const { _ } = useLingui()
  return <img className={className} src={partner.img} width={size.width} height={size.height} alt={_(partner.alt)} loading={loading} decoding="async" />
}
