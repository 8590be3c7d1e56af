import { useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react'
import { Chevron } from './Chevron'
import { useDismiss } from './useDismiss'
import { moveFocusOut } from '../focus/moveFocusOut'
import * as styles from './Dropdown.css'
import { classNames } from '../classNames/classNames'

/** How a menu bar drives a dropdown: open state and pointer handlers (see useHoverMenu). */
export type DropdownControl = {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** What a click on the toggle does, when the bar decides (a menu the pointer opened stays open); default: flip. */
  onToggle?: () => void
  hoverProps?: Pick<HTMLAttributes<HTMLDivElement>, 'onPointerEnter' | 'onPointerLeave'>
}

type DropdownProps = DropdownControl & {
  /** The toggle button's content. */
  label: ReactNode
  /** The panel's content; call `choose` when a link in it is chosen. */
  children: (choose: () => void) => ReactNode
  /** `light` for a toggle on the gradient bar, `dark` on white. */
  tone?: keyof typeof styles.toggle
  /** Which edge of the toggle the panel lines up with. */
  align?: keyof typeof styles.align
  /** Extra class for the panel's card, e.g. its width. */
  cardClassName?: string
}

/**
 * A disclosure menu (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/):
 * a button with aria-expanded toggles a panel of links; Escape, a click outside or focus leaving closes it.
 * Uncontrolled by default; a menu bar passes `open`/`onOpenChange` to coordinate several.
 */
export function Dropdown({
  label,
  children,
  open: controlled,
  onOpenChange,
  onToggle,
  hoverProps,
  tone = 'dark',
  align = 'start',
  cardClassName,
}: DropdownProps) {
  const [own, setOwn] = useState(false)
  const open = controlled ?? own
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setOwn(next)
    onOpenChange?.(next)
  }
  const close = () => setOpen(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  useDismiss(rootRef, open, close, toggleRef)
  // A chosen link may leave the visitor on this page (opened in a new tab, or this page itself): focus goes back to
  // the toggle rather than vanish with the panel.
  const choose = () => {
    moveFocusOut(panelRef.current, toggleRef.current)
    close()
  }

  return (
    <div ref={rootRef} className={styles.root} {...hoverProps}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle[tone]}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (onToggle ? onToggle() : setOpen(!open))}
      >
        {label}
        <Chevron className={styles.chevron} />
      </button>
      <div ref={panelRef} id={panelId} className={classNames(styles.panel, styles.align[align])} hidden={!open}>
        <div className={classNames(styles.card, cardClassName)}>{children(choose)}</div>
      </div>
    </div>
  )
}
