import type { RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Logo } from '../Logo/Logo'
import { DrawerNav } from './DrawerNav'
import * as styles from './MobileDrawer.css'

type DrawerContentProps = {
  onClose: () => void
  /** The close button, which takes focus when the drawer opens. */
  closeRef?: RefObject<HTMLButtonElement>
}

/** What the drawer shows: the logo, its close button and the navigation. */
export function DrawerContent({ onClose, closeRef }: DrawerContentProps) {
  const { t } = useLingui()
  return (
    <div className={styles.content}>
      <div className={styles.top}>
        <Logo />
        <button ref={closeRef} type="button" className={styles.close} aria-label={t`Close menu`} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <DrawerNav />
    </div>
  )
}
