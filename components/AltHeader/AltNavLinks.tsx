import { Trans } from '@lingui/react/macro'
import { paths } from '../../data/routes'
import { NavLink } from '../NavLink/NavLink'

type AltNavLinksProps = { listClassName: string; linkClassName: string; onNavigate?: () => void }

/** The alternative header's four links (docs/product/pages.md), shared by the wide bar and the phone panel. */
export function AltNavLinks({ listClassName, linkClassName, onNavigate }: AltNavLinksProps) {
  return (
    <ul className={listClassName}>
      <li>
        <NavLink href={paths.home} className={linkClassName} onClick={onNavigate}>
          <Trans>Home</Trans>
        </NavLink>
      </li>
      <li>
        <NavLink href={paths.about} className={linkClassName} onClick={onNavigate}>
          <Trans>About us</Trans>
        </NavLink>
      </li>
      <li>
        <NavLink href={paths.news} className={linkClassName} onClick={onNavigate}>
          <Trans>News</Trans>
        </NavLink>
      </li>
      <li>
        <NavLink href={paths.aiProducts} className={linkClassName} onClick={onNavigate}>
          <Trans>AI products</Trans>
        </NavLink>
      </li>
    </ul>
  )
}
