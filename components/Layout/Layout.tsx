import type { ReactNode } from 'react'
import { SkipLink } from '../SkipLink/SkipLink'
import { Footer } from '../Footer/Footer'
import { Island } from '../Island/Island'
import { FlagSymbols } from '../Flag/FlagSymbols'
import { mainContentId } from '../focus/moveFocusOut'
import * as styles from './Layout.css'

/** The page frame: skip link, one of the two headers (docs/product/pages.md), the page, the footer and the consent banner. */
export function Layout({ header, children }: { header: 'alternative' | 'standard'; children: ReactNode }) {
  return (
    <div className={styles.root}>
      <FlagSymbols />
      <SkipLink />
      <Island name={header === 'standard' ? 'StandardHeader' : 'AltHeader'} />
      {/* Focusable, so the skip link and a closing banner can put focus on it (components/focus/). */}
      <main id={mainContentId} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Island name="ConsentBanner" />
    </div>
  )
}
