import { useEffect, useRef, type MouseEvent, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { breakpoints } from '../theme/responsiveStyle'
import { Logo } from '../Logo/Logo'
import { DrawerNav } from './DrawerNav'
import { useScrollLock } from './useScrollLock'
import * as styles from './MobileDrawer.css'

type MobileDrawerProps = {
  id: string
  open: boolean
  onClose: () => void
  /** Where focus goes when the drawer closes: the button that opened it. */
  returnFocus: RefObject<HTMLElement | null>
}

/**
 * The standard header's drawer for screens under md (docs/product/pages.md): a modal `<dialog>` on the right,
 * so the browser keeps focus inside it and the page behind inert. Escape, the close button,
 * a click on the backdrop or on any link closes it.
 */
export function MobileDrawer({ id, open, onClose, returnFocus }: MobileDrawerProps) {
  const { t } = useLingui()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  useScrollLock(open)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      closeRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
      returnFocus.current?.focus()
    }
  }, [open, returnFocus])

  // A tablet turned to landscape gets the desktop menu: a modal left open there would keep the page inert.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return
    const wide = window.matchMedia(`(min-width: ${breakpoints.md}px)`)
    const onChange = () => wide.matches && onClose()
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [open, onClose])

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element
    // The dialog itself is only hit on its backdrop: its content fills it edge to edge.
    if (target === event.currentTarget || target.closest('a')) onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={styles.root}
      aria-label={t({ message: 'Menu', comment: 'Accessible name of the button that opens the navigation on phones' })}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        onClose()
      }}
    >
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
    </dialog>
  )
}
