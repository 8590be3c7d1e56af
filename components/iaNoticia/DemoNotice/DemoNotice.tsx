import { Trans } from '@lingui/react/macro'
import * as styles from './DemoNotice.css'
import { classNames } from '../../classNames/classNames'

/** Tells visitors that the IA Notícia pages show sample content, so nobody takes the demo article for real news. */
export function DemoNotice({ tone = 'light' }: { tone?: keyof typeof styles.tone }) {
  return (
    <p className={classNames(styles.root, styles.tone[tone])}>
      <strong className={styles.badge}>
        <Trans comment="IA Notícia: badge marking the page as a product demonstration">Demo</Trans>
      </strong>{' '}
      <Trans>
        This is a demonstration of IA Notícia. The article, the portals and the relevance score are sample content that show how the product works; they do not
        refer to a real company or real people.
      </Trans>
    </p>
  )
}
