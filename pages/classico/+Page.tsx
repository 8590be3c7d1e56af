import { ClassicBanner } from '../../components/home/ClassicBanner/ClassicBanner'
import { PartnerStrip } from '../../components/home/PartnerStrip/PartnerStrip'
import { ServiceCards } from '../../components/home/ServiceCards/ServiceCards'
import { TechStack } from '../../components/home/TechStack/TechStack'

/** The classic home (docs/product/pages.md), kept at /{locale}/classico: banner, services, partners and tech stack. */
export default function Page() {
  return (
    <>
      <ClassicBanner />
      <ServiceCards />
      <PartnerStrip />
      <TechStack />
    </>
  )
}
