import { AboutHero } from '../../components/about/AboutHero/AboutHero'
import { MissionVision } from '../../components/about/MissionVision/MissionVision'
import { Values } from '../../components/about/Values/Values'
import { SiliconValley } from '../../components/about/SiliconValley/SiliconValley'
import { HowWeHelp } from '../../components/about/HowWeHelp/HowWeHelp'
import { ServicesSection } from '../../components/about/ServicesSection/ServicesSection'
import { Leadership } from '../../components/about/Leadership/Leadership'
import { WhyChoose } from '../../components/about/WhyChoose/WhyChoose'
import { AboutCta } from '../../components/about/AboutCta/AboutCta'

/** The about page (docs/product/pages.md): who Tecto is, how it works, its services and leadership, and a call to talk. */
export default function Page() {
  return (
    <>
      <AboutHero />
      <MissionVision />
      <Values />
      <SiliconValley />
      <HowWeHelp />
      <ServicesSection />
      <Leadership />
      <WhyChoose />
      <AboutCta />
    </>
  )
}
