import { Trans } from '@lingui/react/macro'
import { ProductCard } from '../../components/aiProducts/ProductCard/ProductCard'
import { ButtonLink } from '../../components/Button/Button'
import { ContactCta } from '../../components/ContactCta/ContactCta'
import { Container } from '../../components/Container/Container'
import { Hero } from '../../components/Hero/Hero'
import { SectionHeading } from '../../components/SectionHeading/SectionHeading'
import { servicesAnchor } from '../../components/home/ServiceCards/ServiceCards'
import { aiProducts, productHref } from '../../data/aiProducts'
import { paths } from '../../data/routes'
import * as styles from './Page.css'

/** The AI products page (docs/product/pages.md). */
export default function Page() {
  return (
    <>
      <Hero
        look="page"
        titleId="ai-products-title"
        eyebrow={<Trans comment="Small label above the title of the AI products page">AI products</Trans>}
        title={<Trans>Artificial intelligence, ready to work for you</Trans>}
        lead={
          <Trans>
            Alongside the software we build for our clients, we create our own AI products: agents and assistants that sell, manage, inform, teach and take care
            of rentals, every day.
          </Trans>
        }
        actions={
          <ButtonLink href={`${paths.about}/#${servicesAnchor}`} variant="light" size="lg">
            <Trans comment="Hero button of the AI products page, leading to the services section of the about page">Explore our services</Trans>
          </ButtonLink>
        }
      />
      <section className={styles.products} aria-labelledby="ai-products-list-title">
        <Container width="wide">
          <SectionHeading
            id="ai-products-list-title"
            eyebrow={<Trans>Our products</Trans>}
            title={<Trans>Five products, one goal: more results with less effort</Trans>}
            lead={aiProducts.every(productHref) && <Trans>Each product opens in a new tab, where you can see it in detail and talk to its team.</Trans>}
          />
          <ul className={styles.grid}>
            {aiProducts.map((product) => (
              <li key={product.id} className={styles.item}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <ContactCta
        titleId="ai-products-cta-title"
        title={<Trans>Need an AI made for your business?</Trans>}
        text={
          <Trans>
            Our products started as answers to real problems. Tell us about yours: we design, build and run AI agents trained on your data and connected to your
            systems.
          </Trans>
        }
        action={<Trans comment="Closing call to action of the AI products page, leading to the contact form">Talk to a specialist</Trans>}
      />
    </>
  )
}
