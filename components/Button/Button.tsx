import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import { classNames } from '../classNames/classNames'
import { Link } from '../Link/Link'
import * as styles from './Button.css'

type ButtonLook = { variant?: keyof typeof styles.variant; size?: keyof typeof styles.size }
type Look = ButtonLook & { children: ReactNode }

/** The class names of a button look, for links that must not be localized, e.g. an in-page `#anchor`. */
export function buttonClassName({ variant = 'primary', size = 'md' }: ButtonLook = {}, extra?: string) {
  return classNames(styles.base, styles.variant[variant], styles.size[size], extra)
}

/** A call to action that navigates inside the site, in the current language. */
export function ButtonLink({ variant, size, className, ...props }: Look & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <Link className={buttonClassName({ variant, size }, className)} {...props} />
}

/** A call to action that performs an action on the page. */
export function Button({ variant, size, className, type = 'button', ...props }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClassName({ variant, size }, className)} {...props} />
}
