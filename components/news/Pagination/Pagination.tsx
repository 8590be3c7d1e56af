import { Trans, useLingui } from '@lingui/react/macro'
import { newsListNeighbours, newsListPath } from '../../../data/routes'
import { Link } from '../../Link/Link'
import * as styles from './Pagination.css'

/**
 * The news list's pages under its grid (docs/product/pages.md): plain links, so it works without JavaScript, the
 * current page marked for screen readers; nothing while the list fits one page.
 */
export function Pagination({ page, count }: { page: number; count: number }) {
  const { t } = useLingui()
  if (count < 2) return null
  const { prev, next } = newsListNeighbours(page, count)
  const pages = Array.from({ length: count }, (_, i) => i + 1)
  return (
    <nav className={styles.nav} aria-label={t({ message: 'News pages', comment: 'Label of the page links under the news list' })}>
      {prev && (
        <Link href={prev} rel="prev" className={styles.link}>
          <span aria-hidden="true">←</span> <Trans comment="Link to the previous page of the news list">Previous</Trans>
        </Link>
      )}
      <ol className={styles.pages}>
        {pages.map((n) => (
          <li key={n}>
            <Link
              href={newsListPath(n)}
              className={styles.link}
              aria-label={t({ message: `Page ${n}`, comment: 'A numbered link under the news list, read out by screen readers' })}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {next && (
        <Link href={next} rel="next" className={styles.link}>
          <Trans comment="Link to the next page of the news list">Next</Trans> <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  )
}
