import { useId, useRef, type ReactNode } from 'react'
import { Chevron } from './Chevron'
import { useDismiss } from './useDismiss'
import type { DropdownControl } from './useHoverMenu'
import * as styles from './Dropdown.css'
import { classNames } from '../classNames/classNames'

type DropdownProps = DropdownControl & {
  label: ReactNode
  /** The panel's content; call `choose` when a link in it is chosen. */
  children: (choose: () => void) => ReactNode
  /** `light` for a toggle on the gradient bar, `dark` on white. */
  tone?: keyof typeof styles.toggle
  align: keyof typeof styles.align
  cardClassName?: string
}

/** A disclosure menu (the ARIA APG's disclosure navigation): its button toggles a panel of links; Escape, a click outside or focus leaving closes it. */
export function Dropdown({ label, children, open, onOpenChange, onToggle, hoverProps, tone = 'dark', align, cardClassName }: DropdownProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const choose = useDismiss(rootRef, open, () => onOpenChange(false), toggleRef)

  return (
    <div ref={rootRef} className={styles.root} {...hoverProps}>
      <button ref={toggleRef} type="button" className={styles.toggle[tone]} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        {label}
        <Chevron className={styles.chevron} />
      </button>
      <div id={panelId} className={classNames(styles.panel, styles.align[align])} hidden={!open}>
        <div className={classNames(styles.card, cardClassName)}>{children(choose)}</div>
      </div>
    </div>
  )
}
