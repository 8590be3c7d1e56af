import { Trans } from '@lingui/react/macro'
import * as styles from './NewsGrid.css'

/** The TECTO badge on news images (SPEC §2): says the piece is about us. */
export function TectoBadge({ className }: { className?: string }) {
  return (
    <span className={[styles.badgeLook, className].filter(Boolean).join(' ')}>
      <Trans comment="Badge on news images: the company's name in capitals, as a label; keep it as it is">TECTO</Trans>
    </span>
  )
}
