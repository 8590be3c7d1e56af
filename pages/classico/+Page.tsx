import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink, buttonClassName } from '../../components/Button/Button'
import { Hero } from '../../components/Hero/Hero'
import { KeyFigures } from '../../components/KeyFigures/KeyFigures'
import { PartnerStrip } from '../../components/home/PartnerStrip/PartnerStrip'
import { ServiceCards, servicesAnchor } from '../../components/home/ServiceCards/ServiceCards'
import { TechStack } from '../../components/home/TechStack/TechStack'
import { networkSize } from '../../data/claims'
import { paths } from '../../data/routes'
import * as styles from './Page.css'

/** The classic home (docs/product/pages.md). */
export default function Page() {
  const { i18n } = useLingui()
  const network = i18n.number(networkSize)
  return (
    <>
      <Hero
        look="banner"
        titleId="classic-banner-title"
        title={<Trans>Custom software, built in Brazil for companies that need to move fast</Trans>}
        lead={
          <Trans>
            Web platforms, mobile apps, APIs and AI for startups, fintechs and large companies, delivered by a senior team and backed by a network of over{' '}
            {network} tech professionals.
          </Trans>
        }
        actions={
          <>
            <ButtonLink href={paths.contact} variant="light" size="lg">
              <Trans>Request a quote</Trans>
            </ButtonLink>
            <a href={`#${servicesAnchor}`} className={buttonClassName({ variant: 'outlineLight', size: 'lg' })}>
              <Trans comment="Banner button jumping to the services section of the same page">Our services</Trans>
            </a>
          </>
        }
      >
        <KeyFigures className={styles.figures} />
      </Hero>
      <ServiceCards />
      <PartnerStrip />
      <TechStack />
    </>
  )
}
