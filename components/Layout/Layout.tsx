import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
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
      {/* The first focusable element: jumps keyboard users past the header to the page's content. */}
      <a href={`#${mainContentId}`} className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
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
