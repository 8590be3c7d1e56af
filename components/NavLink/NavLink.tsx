import type { ComponentProps } from 'react'
import { splitLocale } from '../../data/localePath'
import { usePageContext } from '../../shared/usePageContext'
import { Link } from '../Link/Link'

/** The current page's path after the locale, without a trailing slash (`/` for home). */
function currentPath(urlPathname: string) {
  const { path } = splitLocale(urlPathname)
  return path.length > 1 ? path.replace(/\/+$/, '') : '/'
}

/** A menu link: localized like `Link`, and marked `aria-current="page"` on the page it points to. */
export function NavLink({ href, ...props }: ComponentProps<typeof Link>) {
  const { urlPathname } = usePageContext()
  const current = currentPath(urlPathname) === href
  return <Link href={href} aria-current={current ? 'page' : undefined} {...props} />
}
