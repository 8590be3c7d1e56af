import { Trans } from '@lingui/react/macro'
import { prerenderedPhoneExample } from '../../../data/forms/prerenderedPhoneExample'
import { useLocale } from '../../../shared/usePageContext'
import { Section } from '../../Section/Section'
import { CheckList } from '../../CheckList/CheckList'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import type { LeadSource } from '../../forms/LeadForm/LeadForm'
import { Island } from '../../Island/Island'
import { leadFormAnchors } from './leadFormAnchors'
import * as styles from './LeadFormSection.css'

/** The data-protection reassurance both forms share. */
function LgpdNote() {
  return <Trans>Your data is handled in line with the LGPD, Brazil's data protection law</Trans>
}

/** What each page's form section says beside the form. */
function Intro({ source, titleId }: { source: LeadSource; titleId: string }) {
  if (source === 'hire') {
    return (
      <>
        <SectionHeading
          id={titleId}
          eyebrow={<Trans comment="Eyebrow above the hire page's lead form">Start here</Trans>}
          title={<Trans>Tell us who you need</Trans>}
          lead={
            <Trans>Leave your details and a talent specialist will contact you to understand the role, the stack and the seniority you are looking for.</Trans>
          }
        />
        <CheckList
          items={[
            <Trans key="interview">You interview every candidate before they start</Trans>,
            <Trans key="specialist">A dedicated specialist follows your request from start to finish</Trans>,
            <LgpdNote key="lgpd" />,
          ]}
        />
      </>
    )
  }
  return (
    <>
      <SectionHeading
        id={titleId}
        eyebrow={<Trans comment="Eyebrow above the software-factory page's lead form">Get a proposal</Trans>}
        title={<Trans>Let's talk about your project</Trans>}
        lead={
          <Trans>
            Tell us how to reach you. A specialist will contact you to understand your idea, map the scope and prepare a proposal with team, timeline and
            budget.
          </Trans>
        }
      />
      <CheckList
        items={[
          <Trans key="conversation">A first conversation with no strings attached</Trans>,
          <Trans key="proposal">A clear proposal with scope, team and timeline</Trans>,
          <LgpdNote key="lgpd" />,
        ]}
      />
    </>
  )
}

/**
 * A landing page's lead form with its introduction. The form itself carries the page's anchor, so the hero's
 * button lands on the fields (on phones the introduction is above them, on wide screens beside them).
 */
export function LeadFormSection({ source }: { source: LeadSource }) {
  const locale = useLocale()
  const anchor = leadFormAnchors[source]
  return (
    <Section labelledBy={`${anchor}-title`} tone="tinted">
      <div className={styles.layout}>
        <div className={styles.intro}>
          <Intro source={source} titleId={`${anchor}-title`} />
        </div>
        <Island name="LeadForm" props={{ id: anchor, source, phoneExample: prerenderedPhoneExample(locale) }} />
      </div>
    </Section>
  )
}
