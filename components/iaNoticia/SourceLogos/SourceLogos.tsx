import { Trans } from '@lingui/react/macro'
import { iaNoticiaSources } from '../../../data/iaNoticia'
import { visuallyHidden } from '../../theme/visuallyHidden.css'
import * as styles from './SourceLogos.css'
import { classNames } from '../../classNames/classNames'

/**
 * The four monitored portals (docs/product/pages.md). The first is shown dimmed: it was monitored but not used for this
 * article's summary; the others are highlighted as its sources. The state is also said in words, not by colour alone.
 */
export function SourceLogos({ titleId }: { titleId: string }) {
  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <h2 id={titleId} className={styles.title}>
        <Trans comment="IA Notícia: heading above the four portal logos on an article">Monitored portals</Trans>
      </h2>
      <ul className={styles.list}>
        {iaNoticiaSources.map((source, index) => {
          const highlighted = index > 0
          return (
            <li key={source.id} className={classNames(styles.item, highlighted ? styles.isHighlighted : styles.isDimmed)} data-highlighted={highlighted}>
              {/* A portal's name is a proper noun: the same in every language. */}
              <img className={styles.logo} src={source.logo} width="180" height="48" alt={source.name} />
              <span className={visuallyHidden}>
                {highlighted ? (
                  <Trans comment="IA Notícia: said after a portal's logo by screen readers">used in this summary</Trans>
                ) : (
                  <Trans comment="IA Notícia: said after a portal's logo by screen readers">monitored, not used in this summary</Trans>
                )}
              </span>
            </li>
          )
        })}
      </ul>
      <p className={styles.note}>
        <Trans comment="IA Notícia: explains the highlighted and dimmed portal logos">Highlighted portals are the ones the summary was written from.</Trans>
      </p>
    </section>
  )
}
