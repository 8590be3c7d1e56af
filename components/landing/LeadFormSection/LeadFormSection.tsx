import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { prerenderedPhoneExample } from '../../../data/forms/prerenderedPhoneExample'
import { type LeadFormPage, leadFormAnchors } from '../../../data/routes'
import { useLocale } from '../../../shared/usePageContext'
import { Section } from '../../Section/Section'
import { CheckList } from '../../CheckList/CheckList'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import { Island } from '../../Island/Island'
import * as styles from './LeadFormSection.css'

type LeadFormSectionProps = {
  /** The landing page it is on: its form's anchor (data/routes.ts). */
  page: LeadFormPage
  /** The page's own words beside the form: its heading, reassurances, the form's accessible name and button. */
  eyebrow: ReactNode
  title: ReactNode
  lead: ReactNode
  checks: ReactNode[]
  formLabel: string
  submitLabel: string
}

/** A landing page's lead form and its introduction (docs/recipes/landing-page.md); the form carries the anchor, so the hero's button lands on the fields. */
export function LeadFormSection({ page, eyebrow, title, lead, checks, formLabel, submitLabel }: LeadFormSectionProps) {
  const locale = useLocale()
  const anchor = leadFormAnchors[page]
  return (
    <Section labelledBy={`${anchor}-title`} tone="tinted">
      <div className={styles.layout}>
        <div className={styles.intro}>
          <SectionHeading id={`${anchor}-title`} eyebrow={eyebrow} title={title} lead={lead} />
          <CheckList items={[...checks, <Trans key="lgpd">Your data is handled in line with the LGPD, Brazil's data protection law</Trans>]} />
        </div>
        <Island name="LeadForm" props={{ id: anchor, label: formLabel, submitLabel, phoneExample: prerenderedPhoneExample(locale) }} />
      </div>
    </Section>
  )
}
