import type { ReactNode } from 'react'
import * as styles from './Layout.css'

/** The page frame: skip link, header, main content and footer. */
export function Layout({ header, children }: { header: 'alternative' | 'standard'; children: ReactNode }) {
  return (
    <div className={styles.root} data-header={header}>
      <main id="content" className={styles.main}>
        {children}
      </main>
    </div>
  )
}
