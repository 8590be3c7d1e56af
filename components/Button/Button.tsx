import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import { Link } from '../Link/Link'
import * as styles from './Button.css'

type Look = { variant?: keyof typeof styles.variant; size?: keyof typeof styles.size; children: ReactNode }

function classes({ variant = 'primary', size = 'md' }: Look, extra?: string) {
  return [styles.root, styles.variant[variant], styles.size[size], extra].filter(Boolean).join(' ')
}

/** A call to action that navigates inside the site, in the current language. */
export function ButtonLink({ variant, size, className, ...props }: Look & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <Link className={classes({ variant, size, children: null }, className)} {...props} />
}

/** A call to action that performs an action on the page. */
export function Button({ variant, size, className, type = 'button', ...props }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes({ variant, size, children: null }, className)} {...props} />
}
