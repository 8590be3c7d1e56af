// https://vike.dev/Page
import { TechStack } from '../../components/home/TechStack/TechStack'
import { HireBenefits } from '../../components/landing/HireBenefits/HireBenefits'
import { HireCommitment } from '../../components/landing/HireCommitment/HireCommitment'
import { HireExpertise } from '../../components/landing/HireExpertise/HireExpertise'
import { HireHero } from '../../components/landing/HireHero/HireHero'
import { LandingFooter } from '../../components/landing/LandingFooter/LandingFooter'
import { LeadFormSection } from '../../components/landing/LeadFormSection/LeadFormSection'

/** The hire landing page (docs/product/pages.md): hero, lead form, why hire, expertise, commitment, technologies, footer. */
export default function Page() {
  return (
    <>
      <HireHero />
      <LeadFormSection source="hire" />
      <HireBenefits />
      <HireExpertise />
      <HireCommitment />
      <TechStack width="wide" />
      <LandingFooter />
    </>
  )
}
