import { AiBenefits } from '../../components/ai/AiBenefits/AiBenefits'
import { AiClosing } from '../../components/ai/AiClosing/AiClosing'
import { AiHero } from '../../components/ai/AiHero/AiHero'
import { AiInnovation } from '../../components/ai/AiInnovation/AiInnovation'
import { AiKeyTitle } from '../../components/ai/AiKeyTitle/AiKeyTitle'
import { AiNecessity } from '../../components/ai/AiNecessity/AiNecessity'
import { AiSiliconValley } from '../../components/ai/AiSiliconValley/AiSiliconValley'
import { AiSolutions } from '../../components/ai/AiSolutions/AiSolutions'

/** The AI landing page (docs/product/pages.md), its sections in that order, closing with a call to the contact page. */
export default function Page() {
  return (
    <>
      <AiHero />
      <AiSolutions />
      <AiKeyTitle />
      <AiBenefits />
      <AiSiliconValley />
      <AiNecessity />
      <AiInnovation />
      <AiClosing />
    </>
  )
}
