import type { ComponentProps } from 'react'
import { splitLocale } from '../../data/localePath'
import { usePageContext } from '../../shared/usePageContext'
import { Link } from '../Link/Link'

/** A menu link: localized like `Link`, and marked `aria-current="page"` on the page it points to. */
export function NavLink({ href, ...props }: ComponentProps<typeof Link>) {
  const { path } = splitLocale(usePageContext().urlPathname)
  // The page's path after the locale, without a trailing slash (`/` for home).
  const current = (path.length > 1 ? path.replace(/\/+$/, '') : '/') === href
  return <Link href={href} aria-current={current ? 'page' : undefined} {...props} />
}
