import { Plural, Trans } from '@lingui/react/macro'
import { leadershipYears } from '../../../data/claims'
import { Section } from '../../Section/Section'

/** How Tecto approaches AI: the product practice its leadership brings from Silicon Valley. */
export function AiSiliconValley() {
  return (
    <Section
      labelledBy="ai-silicon-valley-title"
      tone="dark"
      eyebrow={<Trans>Silicon Valley experience</Trans>}
      title={<Trans>The Silicon Valley way of building AI, with a Brazilian team</Trans>}
      image={{ src: '/images/ai/silicon-valley.svg', width: 560, height: 440 }}
    >
      <p>
        <Trans>
          Tecto's leadership brings over <Plural value={leadershipYears} one="{leadershipYears} year" other="{leadershipYears} years" /> of experience building
          technology products, and the practices of Silicon Valley's leading companies: fast experiments, decisions based on data and products that learn from
          the people who use them.
        </Trans>
      </p>
      <p>
        <Trans>
          We apply the same discipline to artificial intelligence. We start small, measure the results on real cases and scale only what proves its value, so
          your investment follows the evidence, not the hype.
        </Trans>
      </p>
    </Section>
  )
}
