import { Trans } from '@lingui/react/macro'
import { techStack } from '../../../data/techStack'
import { CardList } from '../../CardList/CardList'
import { Section } from '../../Section/Section'

/** The classic home's tech stack: the technologies Tecto builds with, grouped by area, as text badges. */
export function TechStack() {
  return (
    <Section
      labelledBy="tech-stack-title"
      tone="tinted"
      eyebrow={<Trans>Tech stack</Trans>}
      title={<Trans>Proven technologies, chosen for each project</Trans>}
      lead={
        <Trans>
          We pick the stack that fits your product, your team and your budget, and we stay with mature, well-supported tools your own developers can take over.
        </Trans>
      }
    >
      <CardList look="tech" cards={techStack.map((area) => ({ ...area, skills: area.items }))} />
    </Section>
  )
}
