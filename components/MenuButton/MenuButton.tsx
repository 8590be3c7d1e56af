import type { ButtonHTMLAttributes, RefObject } from 'react'
import * as styles from './MenuButton.css'
import { classNames } from '../classNames/classNames'

type MenuButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-expanded' | 'aria-controls'> & {
  /** Whether the menu it opens is open. */
  expanded: boolean
  /** The id of that menu. */
  controls: string
  /** The translated accessible name; it stays the same open or closed, aria-expanded tells the state. */
  label: string
  tone?: keyof typeof styles.root
  /** The button element, for the header to move focus back to it: a prop of its own, as Preact's core passes no `ref` to a function component. */
  buttonRef?: RefObject<HTMLButtonElement>
}

/** The phone header's menu button: three bars that turn into a cross while the menu is open. */
export function MenuButton({ expanded, controls, label, tone = 'dark', className, buttonRef, ...props }: MenuButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={classNames(styles.root[tone], className)}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={label}
      {...props}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={styles.icon}>
        {expanded ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  )
}
