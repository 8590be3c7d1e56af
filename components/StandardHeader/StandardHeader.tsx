import { useCallback, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { paths, servicePath } from '../../data/routes'
import { services } from '../../data/services'
import { Container } from '../Container/Container'
import { Dropdown } from '../Dropdown/Dropdown'
import { barLink, logoLink } from '../Dropdown/Dropdown.css'
import { LanguageMenu } from '../LanguageMenu/LanguageMenu'
import { Link } from '../Link/Link'
import { Logo } from '../Logo/Logo'
import { MenuButton } from '../MenuButton/MenuButton'
import { NavLink } from '../NavLink/NavLink'
import { MobileDrawer } from './MobileDrawer'
import { StandardNavItems } from './StandardNavItems'
import { useHoverMenu } from '../Dropdown/useHoverMenu'
import * as styles from './StandardHeader.css'

const drawerId = 'standard-header-drawer'

/** The standard header (docs/product/pages.md): from md a menu bar with two dropdowns, under md a menu button and a drawer. */
export function StandardHeader() {
  const { t, i18n } = useLingui()
  const menu = useHoverMenu<'services' | 'language'>()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])

  return (
    <header className={styles.root}>
      <Container width="standard" className={styles.bar}>
        <Link href={paths.home} className={logoLink}>
          <Logo tone="light" />
        </Link>
        <nav aria-label={t({ message: 'Main', comment: 'Accessible name of the main navigation' })} className={styles.desktop}>
          <ul className={styles.menu}>
            <StandardNavItems
              linkClassName={barLink.light}
              services={
                <Dropdown label={<Trans>Services</Trans>} tone="light" align="center" cardClassName={styles.servicesCard} {...menu('services')}>
                  {(choose) => (
                    <ul className={styles.services}>
                      {services.map((service) => (
                        <li key={service.id}>
                          <NavLink href={servicePath(service.slug)} className={styles.service} onClick={choose}>
                            <span className={styles.serviceTitle}>{i18n._(service.title)}</span>
                            <span className={styles.serviceDescription}>{i18n._(service.description)}</span>
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </Dropdown>
              }
            />
          </ul>
          <LanguageMenu tone="light" {...menu('language')} />
        </nav>
        <MenuButton
          buttonRef={buttonRef}
          tone="light"
          className={styles.menuButton}
          expanded={drawerOpen}
          controls={drawerId}
          onClick={() => setDrawerOpen(true)}
        />
      </Container>
      <MobileDrawer id={drawerId} open={drawerOpen} onClose={closeDrawer} returnFocus={buttonRef} />
    </header>
  )
}
