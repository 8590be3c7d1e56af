import { Trans } from '@lingui/react/macro'
import { ContactCta } from '../../ContactCta/ContactCta'

/** The closing call to action: to the contact page, in the page's language. */
export function AboutCta() {
  return (
    <ContactCta
      look="band"
      titleId="about-cta-title"
      title={<Trans>Ready to build what comes next?</Trans>}
      text={<Trans>Tell us about your project. We will show you the way there, with the right team, a clear plan and a transparent budget.</Trans>}
      action={<Trans>Talk to a specialist</Trans>}
    />
  )
}
