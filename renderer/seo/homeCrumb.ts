import { msg } from '@lingui/core/macro'
import { paths } from '../../data/routes'
import type { SeoContext } from '../types'
import type { Crumb } from './schemaOrg'

/** The first step of every breadcrumb trail: the home page, in the page's language. */
export function homeCrumb({ i18n, url }: SeoContext): Crumb {
  return { name: i18n._(msg`Home`), url: url(paths.home) }
}
