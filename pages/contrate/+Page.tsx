import { Trans, useLingui } from '@lingui/react/macro'
import { TechStack } from '../../components/home/TechStack/TechStack'
import { HireBenefits } from '../../components/landing/HireBenefits/HireBenefits'
import { HireCommitment } from '../../components/landing/HireCommitment/HireCommitment'
import { HireExpertise } from '../../components/landing/HireExpertise/HireExpertise'
import { HireHero } from '../../components/landing/HireHero/HireHero'
import { LandingFooter } from '../../components/landing/LandingFooter/LandingFooter'
import { LeadFormSection } from '../../components/landing/LeadFormSection/LeadFormSection'

/** The hire landing page (docs/product/pages.md): hero, lead form, why hire, expertise, commitment, technologies, footer. */
export default function Page() {
  const { t } = useLingui()
  return (
    <>
      <HireHero />
      <LeadFormSection
        page="hire"
        eyebrow={<Trans comment="Eyebrow above the hire page's lead form">Start here</Trans>}
        title={<Trans>Tell us who you need</Trans>}
        lead={
          <Trans>Leave your details and a talent specialist will contact you to understand the role, the stack and the seniority you are looking for.</Trans>
        }
        checks={[
          <Trans key="interview">You interview every candidate before they start</Trans>,
          <Trans key="specialist">A dedicated specialist follows your request from start to finish</Trans>,
        ]}
        formLabel={t({ message: 'Hire tech professionals', comment: 'Accessible name of the hire landing page’s lead form' })}
        submitLabel={t({ message: 'Find my professional', comment: "Submit button of the hire landing page's lead form" })}
      />
      <HireBenefits />
      <HireExpertise />
      <HireCommitment />
      <TechStack />
      <LandingFooter />
    </>
  )
}
