import { Trans } from '@lingui/react/macro'
import { ContactCta } from '../../ContactCta/ContactCta'

/** The closing call to action of the news list and of every article, to the contact page. */
export function NewsCta() {
  return (
    <ContactCta
      titleId="news-cta-title"
      title={<Trans>Let's write your company's next chapter</Trans>}
      text={
        <Trans>
          Tell us about your project. In a first conversation we show you how software and AI can move your business forward, and which team can get you there.
        </Trans>
      }
      action={<Trans comment="Closing call to action of the news pages, leading to the contact form">Talk to our team</Trans>}
    />
  )
}
