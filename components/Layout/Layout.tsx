import type { ReactNode } from 'react'
import { SkipLink } from '../SkipLink/SkipLink'
import { AltHeader } from '../AltHeader/AltHeader'
import { StandardHeader } from '../StandardHeader/StandardHeader'
import { Footer } from '../Footer/Footer'
import { ConsentBanner } from '../ConsentBanner/ConsentBanner'
import * as styles from './Layout.css'

/** The page frame: skip link, one of the spec's two headers, the page, the footer and the consent banner. */
export function Layout({ header, children }: { header: 'alternative' | 'standard'; children: ReactNode }) {
  return (
    <div className={styles.root}>
      <SkipLink />
      {header === 'standard' ? <StandardHeader /> : <AltHeader />}
      <main id="conteudo" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ConsentBanner />
    </div>
  )
}
