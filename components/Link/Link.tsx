import type { AnchorHTMLAttributes } from 'react'
import { localizePath } from '../../data/localePath'
import { useLocale } from '../../shared/usePageContext'

/** An internal link in the current page's language: `/{locale}{href}`, `href` being e.g. `/contato` or `/quem-somos#servicos`. */
export function Link({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const locale = useLocale()
  return <a href={localizePath(locale, href)} {...props} />
}
