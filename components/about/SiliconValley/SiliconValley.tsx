import { Trans } from '@lingui/react/macro'
import { CheckList } from '../../CheckList/CheckList'
import { Section } from '../../Section/Section'
import * as styles from './SiliconValley.css'

/** How Tecto works: the product practice its leadership brings from Silicon Valley to Brazil; `imageFirst` in the classic layout. */
export function SiliconValley({ imageFirst = false }: { imageFirst?: boolean }) {
  return (
    <Section
      labelledBy="about-silicon-valley-title"
      tone="dark"
      eyebrow={<Trans>Our approach</Trans>}
      title={<Trans>Silicon Valley product practice, built in Brazil</Trans>}
      image={{ src: '/images/about/silicon-valley.svg', width: 560, height: 440, first: imageFirst }}
    >
      <p>
        <Trans>
          Tecto's leadership brings to Brazil the way Silicon Valley's most admired technology companies build products: small autonomous teams that own
          outcomes, short release cycles, decisions based on data and a constant focus on the people who use the product.
        </Trans>
      </p>
      <p>
        <Trans>
          We combine that discipline with Brazilian talent, working hours that overlap with the whole Americas and a cost that makes sense for your business.
        </Trans>
      </p>
      <CheckList
        tone="dark"
        className={styles.list}
        items={[
          <Trans key="discovery">Discovery first: we validate the problem before writing code</Trans>,
          <Trans key="weekly">Deliveries every week that you can see and test</Trans>,
          <Trans key="tests">Automated tests, code review and continuous integration from day one</Trans>,
          <Trans key="cloud">Secure, cloud-native architecture that is ready to scale</Trans>,
        ]}
      />
    </Section>
  )
}
