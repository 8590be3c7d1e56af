import type { NewsArticle } from '../../../data/news'
import { NewsCard } from './NewsCard'
import * as styles from './NewsGrid.css'

/** News cards in a list, under a section's h2: one column on phones, two from sm, three from md. */
export function NewsGrid({ articles }: { articles: readonly NewsArticle[] }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article) => (
        <li key={article.slug} className={styles.item}>
          <NewsCard article={article} />
        </li>
      ))}
    </ul>
  )
}
