import { Trans } from '@lingui/react/macro'
import { mainContentId } from '../focus/moveFocusOut'
import * as styles from './SkipLink.css'

/** The first focusable element: jumps keyboard users past the header to the page's content. */
export function SkipLink() {
  return (
    <a href={`#${mainContentId}`} className={styles.root}>
      <Trans>Skip to content</Trans>
    </a>
  )
}
