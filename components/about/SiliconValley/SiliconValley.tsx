import { Trans } from '@lingui/react/macro'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import { Section } from '../../Section/Section'
import * as styles from './SiliconValley.css'
import { classNames } from '../../classNames/classNames'

/** How Tecto works: the product practice its leadership brings from Silicon Valley to Brazil. */
export function SiliconValley({ imageFirst = false }: { imageFirst?: boolean }) {
  return (
    <Section labelledBy="about-silicon-valley-title" tone="dark">
      <div className={classNames(styles.layout, imageFirst && styles.imageFirst)}>
        <div className={styles.text}>
          <SectionHeading
            id="about-silicon-valley-title"
            tone="dark"
            eyebrow={<Trans>Our approach</Trans>}
            title={<Trans>Silicon Valley product practice, built in Brazil</Trans>}
          />
          <p>
            <Trans>
              Tecto's leadership brings to Brazil the way Silicon Valley's most admired technology companies build products: small autonomous teams that own
              outcomes, short release cycles, decisions based on data and a constant focus on the people who use the product.
            </Trans>
          </p>
          <p>
            <Trans>
              We combine that discipline with Brazilian talent, working hours that overlap with the whole Americas and a cost that makes sense for your
              business.
            </Trans>
          </p>
          <ul className={styles.list}>
            <li>
              <Trans>Discovery first: we validate the problem before writing code</Trans>
            </li>
            <li>
              <Trans>Deliveries every week that you can see and test</Trans>
            </li>
            <li>
              <Trans>Automated tests, code review and continuous integration from day one</Trans>
            </li>
            <li>
              <Trans>Secure, cloud-native architecture that is ready to scale</Trans>
            </li>
          </ul>
        </div>
        {/* Abstract decoration (two hubs joined by an arc): nothing for a screen reader to hear. */}
        <img
          className={classNames(styles.image, imageFirst && styles.imageBefore)}
          src="/images/about/silicon-valley.svg"
          width="560"
          height="440"
          alt=""
          loading="lazy"
        />
      </div>
    </Section>
  )
}
