import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { paths } from '../../data/routes'
import { NavLink } from '../NavLink/NavLink'

/** The standard header's items in the bar and the drawer: home, about, `services` (a dropdown, or a folded list) and contact. */
export function StandardNavItems({ linkClassName, services }: { linkClassName: string; services: ReactNode }) {
  const link = (href: string, label: ReactNode) => (
    <li>
      <NavLink href={href} className={linkClassName}>
        {label}
      </NavLink>
    </li>
  )
  return (
    <>
      {link(paths.home, <Trans>Home</Trans>)}
      {link(paths.about, <Trans>About us</Trans>)}
      <li>{services}</li>
      {link(paths.contact, <Trans>Contact</Trans>)}
    </>
  )
}
