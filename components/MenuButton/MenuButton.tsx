import type { ButtonHTMLAttributes, RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import * as styles from './MenuButton.css'
import { classNames } from '../classNames/classNames'

type MenuButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-expanded' | 'aria-controls'> & {
  expanded: boolean
  controls: string
  tone?: keyof typeof styles.root
  /** The button element, for the header to move focus back to it: a prop of its own, as Preact's core passes no `ref` to a function component. */
  buttonRef?: RefObject<HTMLButtonElement>
}

/** The phone header's menu button: three bars that turn into a cross while the menu is open; aria-expanded tells the state, not its name. */
export function MenuButton({ expanded, controls, tone = 'dark', className, buttonRef, ...props }: MenuButtonProps) {
  const { t } = useLingui()
  return (
    <button
      ref={buttonRef}
      type="button"
      className={classNames(styles.root[tone], className)}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={t({ message: 'Menu', comment: 'Accessible name of the button that opens the navigation on phones' })}
      {...props}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={styles.icon}>
        {expanded ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  )
}
