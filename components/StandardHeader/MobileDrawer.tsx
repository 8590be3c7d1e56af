import { useEffect, useRef, type MouseEvent, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { breakpoints } from '../theme/responsiveStyle'
import { DrawerContent } from './DrawerContent'
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
  // A closed <dialog> shows nothing, so its content is rendered from its first opening on: the page's HTML and its
  // first hydration, the longest task of a page's load, are spared a hundred elements.
  const rendered = useRef(open)
  if (open) rendered.current = true
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
      {rendered.current && <DrawerContent onClose={onClose} closeRef={closeRef} />}
    </dialog>
  )
}
