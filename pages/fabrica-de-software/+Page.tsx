// https://vike.dev/Page
import { HowWeHelp } from '../../components/about/HowWeHelp/HowWeHelp'
import { Leadership } from '../../components/about/Leadership/Leadership'
import { SiliconValley } from '../../components/about/SiliconValley/SiliconValley'
import { WhyChoose } from '../../components/about/WhyChoose/WhyChoose'
import { PartnerStrip } from '../../components/home/PartnerStrip/PartnerStrip'
import { FactoryGrow } from '../../components/landing/FactoryGrow/FactoryGrow'
import { FactoryHero } from '../../components/landing/FactoryHero/FactoryHero'
import { FactoryServices } from '../../components/landing/FactoryServices/FactoryServices'
import { LandingFooter } from '../../components/landing/LandingFooter/LandingFooter'
import { LeadFormSection } from '../../components/landing/LeadFormSection/LeadFormSection'

/**
 * The software-factory landing page (docs/product/pages.md): hero, Silicon Valley, how we help, four services, CEO and CTO,
 * logos, why choose, grow, the lead form and the landing footer.
 */
export default function Page() {
  return (
    <>
      <FactoryHero />
      <SiliconValley />
      <HowWeHelp />
      <FactoryServices />
      <Leadership />
      <PartnerStrip width="wide" tone="dark" />
      <WhyChoose />
      <FactoryGrow />
      <LeadFormSection source="softwareFactory" />
      <LandingFooter />
    </>
  )
}
