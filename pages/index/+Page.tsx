import { HomeHero } from '../../components/home/HomeHero/HomeHero'
import { NextLevelCta } from '../../components/home/NextLevelCta/NextLevelCta'
import { PartnerStrip } from '../../components/home/PartnerStrip/PartnerStrip'
import { ServiceCards } from '../../components/home/ServiceCards/ServiceCards'
import { TransformCards } from '../../components/home/TransformCards/TransformCards'

/** The alternative home (docs/product/pages.md): hero, transform cards, services, the next-level call to action and the logo strip. */
export default function Page() {
  return (
    <>
      <HomeHero />
      <TransformCards />
      <ServiceCards />
      <NextLevelCta />
      <PartnerStrip />
    </>
  )
}
