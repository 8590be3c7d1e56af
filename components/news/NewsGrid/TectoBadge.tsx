import { Trans } from '@lingui/react/macro'
import * as styles from './NewsGrid.css'
import { classNames } from '../../classNames/classNames'

/** The TECTO badge on news images (docs/product/pages.md): says the piece is about us. */
export function TectoBadge({ className }: { className?: string }) {
  return (
    <span className={classNames(styles.badgeLook, className)}>
      <Trans comment="Badge on news images: the company's name in capitals, as a label; keep it as it is">TECTO</Trans>
    </span>
  )
}
