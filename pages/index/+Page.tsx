import { Trans } from '@lingui/react/macro'

/** The home page. */
export default function Page() {
  return <h1><Trans>Software that moves your business forward</Trans></h1>
}
