import { Trans } from '@lingui/react/macro'
import * as styles from './TagList.css'

/** An article's tags as a list of chips; nothing at all when it has none. */
export function TagList({ tags, titleId }: { tags: readonly string[] | undefined; titleId: string }) {
  if (!tags?.length) return null
  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <h2 id={titleId} className={styles.title}>
        <Trans comment="IA Notícia: heading above an article's tags">Tags</Trans>
      </h2>
      <ul className={styles.list}>
        {tags.map((tag) => (
          <li key={tag} className={styles.tag}>
            {tag}
          </li>
        ))}
      </ul>
    </section>
  )
}
