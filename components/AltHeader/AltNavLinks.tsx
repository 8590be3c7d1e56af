import { Trans } from '@lingui/react/macro'
import { paths } from '../../data/routes'
import { NavLink } from '../NavLink/NavLink'

type AltNavLinksProps = { listClassName: string; linkClassName: string; onNavigate?: () => void }

const links = [
  { href: paths.home, label: <Trans>Home</Trans> },
  { href: paths.about, label: <Trans>About us</Trans> },
  { href: paths.news, label: <Trans>News</Trans> },
  { href: paths.aiProducts, label: <Trans>AI products</Trans> },
]

/** The alternative header's four links (docs/product/pages.md), shared by the wide bar and the phone panel. */
export function AltNavLinks({ listClassName, linkClassName, onNavigate }: AltNavLinksProps) {
  return (
    <ul className={listClassName}>
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
