import { Trans, useLingui } from '@lingui/react/macro'
import { servicePath } from '../../data/routes'
import { services } from '../../data/services'
import { LanguageList } from '../LanguageMenu/LanguageList'
import { NavLink } from '../NavLink/NavLink'
import { DrawerSection } from './DrawerSection'
import { StandardNavItems } from './StandardNavItems'
import * as styles from './MobileDrawer.css'

/** The drawer's navigation: home, about, the services folded, contact and the languages folded. */
export function DrawerNav() {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t({ message: 'Main', comment: 'Accessible name of the main navigation' })}>
      <ul className={styles.list}>
        <StandardNavItems
          linkClassName={styles.item}
          services={
            <DrawerSection label={<Trans>Services</Trans>}>
              <ul className={styles.list}>
                {services.map((service) => (
                  <li key={service.id}>
                    <NavLink href={servicePath(service.slug)} className={styles.subItem}>
                      {i18n._(service.title)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </DrawerSection>
          }
        />
        <li>
          <DrawerSection label={<Trans>Language</Trans>}>
            <LanguageList />
          </DrawerSection>
        </li>
      </ul>
    </nav>
  )
}
