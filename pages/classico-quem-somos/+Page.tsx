import { AboutHero } from '../../components/about/AboutHero/AboutHero'
import { MissionVision } from '../../components/about/MissionVision/MissionVision'
import { Values } from '../../components/about/Values/Values'
import { Leadership } from '../../components/about/Leadership/Leadership'
import { SiliconValley } from '../../components/about/SiliconValley/SiliconValley'
import { WhyChoose } from '../../components/about/WhyChoose/WhyChoose'
import { HowWeHelp } from '../../components/about/HowWeHelp/HowWeHelp'
import { ServicesSection } from '../../components/about/ServicesSection/ServicesSection'
import { AboutCta } from '../../components/about/AboutCta/AboutCta'

/**
 * The classic about page: the same sections in a traditional company-profile order (story, people,
 * then offer), in the standard header's 1048 px column (+header.ts) with a centred banner.
 */
export default function Page() {
  return (
    <>
      <AboutHero layout="banner" />
      <MissionVision />
      <Values />
      <Leadership />
      <SiliconValley imageFirst />
      <WhyChoose />
      <HowWeHelp />
      <ServicesSection />
      <AboutCta />
    </>
  )
}
