import { useId, useState, type ReactNode } from 'react'
import { Chevron } from '../Dropdown/Chevron'
import * as styles from './MobileDrawer.css'

/** A collapsible group of the drawer (services, languages): a toggle with aria-expanded over its list. */
export function DrawerSection({ label, children }: { label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <button type="button" className={styles.item} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
        <Chevron className={styles.chevron} />
      </button>
      <div id={id} className={styles.section} hidden={!open}>
        {children}
      </div>
    </>
  )
}
