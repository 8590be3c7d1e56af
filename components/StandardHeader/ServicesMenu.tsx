import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { servicePath } from '../../data/routes'
import { services } from '../../data/services'
import { Dropdown, type DropdownControl } from '../Dropdown/Dropdown'
import { NavLink } from '../NavLink/NavLink'
import * as styles from './StandardHeader.css'

/** The desktop "Services" dropdown: every service with its title and one-line description. */
export function ServicesMenu(control: DropdownControl) {
  const { _ } = useLingui()
  return (
    <Dropdown label={<Trans>Services</Trans>} tone="light" align="center" cardClassName={styles.servicesCard} {...control}>
      {(choose) => (
        <ul className={styles.services}>
          {services.map((service) => (
            <li key={service.id}>
              <NavLink href={servicePath(service.slug)} className={styles.service} onClick={choose}>
                <span className={styles.serviceTitle}>{_(service.title)}</span>
                <span className={styles.serviceDescription}>{_(service.description)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  )
}
