import { Trans, useLingui } from '@lingui/react/macro'
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

/** The software-factory landing page (docs/product/pages.md). */
export default function Page() {
  const { t } = useLingui()
  return (
    <>
      <FactoryHero />
      <SiliconValley />
      <HowWeHelp />
      <FactoryServices />
      <Leadership />
      <PartnerStrip tone="dark" />
      <WhyChoose />
      <FactoryGrow />
      <LeadFormSection
        page="softwareFactory"
        eyebrow={<Trans comment="Eyebrow above the software-factory page's lead form">Get a proposal</Trans>}
        title={<Trans>Let's talk about your project</Trans>}
        lead={
          <Trans>
            Tell us how to reach you. A specialist will contact you to understand your idea, map the scope and prepare a proposal with team, timeline and
            budget.
          </Trans>
        }
        checks={[
          <Trans key="conversation">A first conversation with no strings attached</Trans>,
          <Trans key="proposal">A clear proposal with scope, team and timeline</Trans>,
        ]}
        formLabel={t({ message: 'Request a software project', comment: 'Accessible name of the software-factory landing page’s lead form' })}
        submitLabel={t({ message: 'Request a proposal', comment: "Submit button of the software-factory landing page's lead form" })}
      />
      <LandingFooter />
    </>
  )
}
