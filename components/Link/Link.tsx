import type { AnchorHTMLAttributes } from 'react'
import { localizePath } from '../../data/localePath'
import { useLocale } from '../../shared/usePageContext'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** The path after the locale, e.g. `/contato` or `/quem-somos#servicos`. */
  href: string
}

/** An internal link in the current page's language: `/{locale}{path}`. */
export function Link({ href, ...props }: LinkProps) {
  const locale = useLocale()
  return <a href={localizePath(locale, href)} {...props} />
}
