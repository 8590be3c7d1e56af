import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '../../components/Button/Button'
import { CheckList } from '../../components/CheckList/CheckList'
import { classNames } from '../../components/classNames/classNames'
import { Hero } from '../../components/Hero/Hero'
import { Section } from '../../components/Section/Section'
import { ServiceCard } from '../../components/ServiceCard/ServiceCard'
import { eyebrow } from '../../components/theme/eyebrow.css'
import { paths } from '../../data/routes'
import { serviceDetail } from '../../data/serviceDetails'
import { services } from '../../data/services'
import { usePageContext } from '../../shared/usePageContext'
import { pageService } from './pageService'
import * as styles from './Page.css'

/** A service's page, for the slug in the URL (docs/product/pages.md). */
export default function Page() {
  const { _ } = useLingui()
  const pageContext = usePageContext()
  const service = pageService(pageContext)
  const detail = serviceDetail(service, pageContext.locale)
  const quoteButton = <Trans>Request a quote</Trans>
  return (
    <>
      <Hero
        look="service"
        titleId="service-title"
        eyebrow={<Trans>Services</Trans>}
        title={_(service.title)}
        lead={detail.subtitle}
        actions={
          <ButtonLink href={paths.contact} variant="light" size="lg">
            {quoteButton}
          </ButtonLink>
        }
        // The same illustration as on the service's card: decorative, the title names the service.
        image={{ src: service.img, width: 320, height: 200, onPhones: true, framed: true }}
      />
      <Section labelledBy="service-overview-title" layout={styles.overview}>
        <div className={styles.overviewText}>
          <h2 id="service-overview-title" className={styles.overviewTitle}>
            <Trans>What we do</Trans>
          </h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build renders the Markdown with raw HTML turned off (vite-plugins/content/contentFiles.ts). */}
          <div className={styles.overviewBody} dangerouslySetInnerHTML={{ __html: detail.html }} />
        </div>
        <aside className={styles.audience} aria-labelledby="service-audience-title">
          <h3 id="service-audience-title" className={styles.audienceTitle}>
            <Trans comment="Heading of the list of clients a service suits">Who it is for</Trans>
          </h3>
          <CheckList items={detail.idealFor} />
        </aside>
      </Section>
      <Section
        labelledBy="service-steps-title"
        tone="tinted"
        eyebrow={<Trans>How we work</Trans>}
        title={<Trans>From the first conversation to long-term support</Trans>}
        lead={<Trans>One team stays with you through discovery, delivery and support, with progress you can see every week.</Trans>}
      >
        <ol className={styles.steps}>
          {detail.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section labelledBy="service-deliverables-title" layout={styles.deliverablesLayout}>
        <div className={styles.deliverables}>
          <h2 id="service-deliverables-title" className={styles.title}>
            <Trans comment="Heading of the list of what a client receives from a service">What you get</Trans>
          </h2>
          <CheckList items={detail.deliverables} />
        </div>
        <aside className={styles.quote} aria-labelledby="service-quote-title">
          <p className={classNames(eyebrow(), styles.quoteEyebrow)}>{_(service.title)}</p>
          <h3 id="service-quote-title" className={styles.quoteTitle}>
            <Trans>Ready to start your project?</Trans>
          </h3>
          <p className={styles.quoteText}>
            <Trans>
              Tell us what you need. A specialist replies with the next steps, the team we recommend and a transparent estimate, with no strings attached.
            </Trans>
          </p>
          <ButtonLink href={paths.contact} variant="light" size="lg" className={styles.quoteAction}>
            {quoteButton}
          </ButtonLink>
        </aside>
      </Section>
      <Section labelledBy="other-services-title" tone="tinted" title={<Trans>Explore our other services</Trans>}>
        <ul className={styles.others}>
          {services
            .filter((other) => other.id !== service.id)
            .map((other) => (
              <ServiceCard key={other.id} service={other} look="compact" />
            ))}
        </ul>
      </Section>
    </>
  )
}
