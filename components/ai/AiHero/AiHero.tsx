import { Trans } from '@lingui/react/macro'
import { paths } from '../../../data/routes'
import { ButtonLink } from '../../Button/Button'
import { Hero } from '../../Hero/Hero'

/** The AI page's opening: the headline, what Tecto does with AI, and the ways to start. */
export function AiHero() {
  return (
    <Hero
      look="showcase"
      titleId="ai-hero-title"
      eyebrowShape="pill"
      eyebrow={<Trans>Artificial intelligence</Trans>}
      title={<Trans>Artificial intelligence that works for your business</Trans>}
      lead={
        <Trans>
          Tecto designs, builds and runs AI solutions that automate processes, serve your customers and turn your data into decisions, with the security and the
          measurable results your company expects.
        </Trans>
      }
      actions={
        <>
          <ButtonLink href={paths.contact} variant="light" size="lg">
            <Trans>Talk to an AI specialist</Trans>
          </ButtonLink>
          <ButtonLink href={paths.aiProducts} variant="outlineLight" size="lg">
            <Trans>See our AI products</Trans>
          </ButtonLink>
        </>
      }
      image={{ src: '/images/ai/hero.svg', width: 560, height: 460, onPhones: true }}
    />
  )
}
