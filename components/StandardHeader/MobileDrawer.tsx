import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { servicePath } from '../../data/routes'
import { services } from '../../data/services'
import { Chevron } from '../Dropdown/Chevron'
import { chevron } from '../Dropdown/Dropdown.css'
import { LanguageList } from '../LanguageMenu/LanguageList'
import { Logo } from '../Logo/Logo'
import * as iconButton from '../MenuButton/MenuButton.css'
import { NavLinkList } from '../NavLink/NavLinkList'
import { breakpoints } from '../theme/responsiveStyle'
import { StandardNavItems } from './StandardNavItems'
import * as styles from './MobileDrawer.css'

type MobileDrawerProps = {
  id: string
  open: boolean
  onClose: () => void
  /** Where focus goes when the drawer closes: the button that opened it. */
  returnFocus: RefObject<HTMLElement | null>
}

/** The standard header's drawer under md (docs/product/pages.md): a modal `<dialog>`, so the page behind is inert. */
export function MobileDrawer({ id, open, onClose, returnFocus }: MobileDrawerProps) {
  const { t, i18n } = useLingui()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  // Its content is rendered from its first opening on: the page's HTML and first hydration are spared a hundred elements.
  const rendered = useRef(open)
  if (open) rendered.current = true

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      closeRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
      returnFocus.current?.focus()
    }
  }, [open, returnFocus])

  // The page behind does not scroll; the scrollbar's width becomes padding, so nothing jumps sideways.
  useEffect(() => {
    if (!open) return
    const { documentElement: html, body } = document
    const scrollbar = window.innerWidth - html.clientWidth
    const before = { overflow: html.style.overflow, paddingRight: body.style.paddingRight }
    html.style.overflow = 'hidden'
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    return () => {
      html.style.overflow = before.overflow
      body.style.paddingRight = before.paddingRight
    }
  }, [open])

  // A tablet turned to landscape gets the desktop menu: a modal left open there would keep the page inert.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return
    const wide = window.matchMedia(`(min-width: ${breakpoints.md}px)`)
    const onChange = () => wide.matches && onClose()
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [open, onClose])

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element
    // The dialog itself is only hit on its backdrop: its content fills it edge to edge.
    if (target === event.currentTarget || target.closest('a')) onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={styles.root}
      aria-label={t({ message: 'Menu', comment: 'Accessible name of the button that opens the navigation on phones' })}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        onClose()
      }}
    >
      {rendered.current && (
        <div className={styles.content}>
          <div className={styles.top}>
            <Logo />
            <button ref={closeRef} type="button" className={iconButton.root.dark} aria-label={t`Close menu`} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={iconButton.icon}>
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <nav aria-label={t({ message: 'Main', comment: 'Accessible name of the main navigation' })}>
            <ul className={styles.list}>
              <StandardNavItems
                linkClassName={styles.item}
                services={
                  <DrawerSection label={<Trans>Services</Trans>}>
                    <NavLinkList
                      links={services.map((service) => ({ href: servicePath(service.slug), label: i18n._(service.title) }))}
                      className={styles.list}
                      linkClassName={styles.subItem}
                    />
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
        </div>
      )}
    </dialog>
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
        <Chevron className={chevron} />
      </button>
      <div id={id} className={styles.section} hidden={!open}>
        {children}
      </div>
    </>
  )
}
