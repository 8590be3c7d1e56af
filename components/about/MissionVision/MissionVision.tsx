import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { CardList } from '../../CardList/CardList'
import { Section } from '../../Section/Section'

const statements = [
  {
    id: 'mission',
    title: msg`Our mission`,
    description: msg`To help companies grow with technology, delivering reliable software, senior talent and AI solutions that solve real business problems: on time, with transparency and with care for the people who use them.`,
  },
  {
    id: 'vision',
    title: msg`Our vision`,
    description: msg`To be the Latin American partner companies trust most to design, build and scale digital products, recognized for the quality of our engineering and for the growth of our people.`,
  },
]

/** Why Tecto exists and where it is going: the mission and the vision, side by side. */
export function MissionVision() {
  return (
    <Section labelledBy="about-purpose-title" eyebrow={<Trans>Who we are</Trans>} title={<Trans>A purpose behind every line of code</Trans>}>
      <CardList look="statements" cards={statements} />
    </Section>
  )
}
