import { useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { paths } from '../../data/routes'
import { ButtonLink } from '../Button/Button'
import { Container } from '../Container/Container'
import { barLink } from '../Dropdown/Dropdown.css'
import { useDismiss } from '../Dropdown/useDismiss'
import { useHoverMenu } from '../Dropdown/useHoverMenu'
import { LanguageList } from '../LanguageMenu/LanguageList'
import { LanguageMenu } from '../LanguageMenu/LanguageMenu'
import { Link } from '../Link/Link'
import { Logo } from '../Logo/Logo'
import { MenuButton } from '../MenuButton/MenuButton'
import { NavLinkList } from '../NavLink/NavLinkList'
import * as styles from './AltHeader.css'

const panelId = 'alt-header-menu'

/** The alternative header (docs/product/pages.md): links and language menu from sm, a menu button and panel on phones, "Contact us" always. */
export function AltHeader() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const choose = useDismiss(rootRef, open, () => setOpen(false), buttonRef)
  // docs/product/rules.md: desktop menus open on hover after a delay, as in the standard header.
  const menu = useHoverMenu<'language'>()

  return (
    <header ref={rootRef} className={styles.root}>
      <Container width="wide" className={styles.bar}>
        <Link href={paths.home} className={styles.logo}>
          <Logo />
        </Link>
        <nav aria-label={t({ message: 'Main', comment: 'Accessible name of the main navigation' })} className={styles.wide}>
          <NavLinkList links={links} className={styles.links} linkClassName={barLink.dark} />
          <LanguageMenu {...menu('language')} />
        </nav>
        {/* In the tight bar (sm to md) a CSS speech bubble, its words kept for screen readers: one name at every width. */}
        <ButtonLink href={paths.contact} className={styles.contact}>
          <span className={styles.contactText}>
            <Trans
              context="header button"
              comment="Button in the header of the home, about, news and AI pages, leading to the contact page; keep it short (it sits beside the logo on a 360 px phone)"
            >
              Contact us
            </Trans>
          </span>
        </ButtonLink>
        <MenuButton buttonRef={buttonRef} className={styles.menuButton} expanded={open} controls={panelId} onClick={() => setOpen(!open)} />
      </Container>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label={t({ message: 'Main', comment: 'Accessible name of the main navigation' })}>
          <NavLinkList links={links} className={styles.panelLinks} linkClassName={styles.panelLink} onNavigate={choose} />
        </nav>
        <p className={styles.panelHeading}>
          <Trans>Language</Trans>
        </p>
        <LanguageList onChoose={choose} />
      </div>
    </header>
  )
}

const links = [
  { href: paths.home, label: <Trans>Home</Trans> },
  { href: paths.about, label: <Trans>About us</Trans> },
  { href: paths.news, label: <Trans>News</Trans> },
  { href: paths.aiProducts, label: <Trans>AI products</Trans> },
]
