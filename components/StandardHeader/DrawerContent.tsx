import { useId, useState, type ReactNode, type RefObject } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { servicePath } from '../../data/routes'
import { services } from '../../data/services'
import { Chevron } from '../Dropdown/Chevron'
import { LanguageList } from '../LanguageMenu/LanguageList'
import { Logo } from '../Logo/Logo'
import { NavLink } from '../NavLink/NavLink'
import { StandardNavItems } from './StandardNavItems'
import * as styles from './MobileDrawer.css'

type DrawerContentProps = {
  onClose: () => void
  /** The close button, which takes focus when the drawer opens. */
  closeRef?: RefObject<HTMLButtonElement>
}

/** What the drawer shows: the logo, its close button and the navigation. */
export function DrawerContent({ onClose, closeRef }: DrawerContentProps) {
  const { t } = useLingui()
  return (
    <div className={styles.content}>
      <div className={styles.top}>
        <Logo />
        <button ref={closeRef} type="button" className={styles.close} aria-label={t`Close menu`} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <DrawerNav />
    </div>
  )
}

/** The drawer's navigation: home, about, the services folded, contact and the languages folded. */
function DrawerNav() {
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

/** A collapsible group of the drawer (services, languages): a toggle with aria-expanded over its list. */
function DrawerSection({ label, children }: { label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <button type="button" className={styles.item} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
        <Chevron className={styles.chevron} />
      </button>
      <div id={id} className={styles.section} hidden={!open}>
        {children}
      </div>
    </>
  )
}
