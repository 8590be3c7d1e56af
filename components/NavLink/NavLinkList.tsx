import type { ReactNode } from 'react'
import { NavLink } from './NavLink'

type NavLinkListProps = { links: readonly { href: string; label: ReactNode }[]; className: string; linkClassName: string; onNavigate?: () => void }

/** A list of menu links (header bars, panels, the drawer, the landing footer): each a `NavLink`, so the current page is marked. */
export function NavLinkList({ links, className, linkClassName, onNavigate }: NavLinkListProps) {
  return (
    <ul className={className}>
      {links.map(({ href, label }) => (
        <li key={href}>
          <NavLink href={href} className={linkClassName} onClick={onNavigate}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
