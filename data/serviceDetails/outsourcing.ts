import { msg } from '@lingui/core/macro'
import { matchBusinessDays, networkSize } from '../claims'
import type { ServiceDetail } from '../serviceDetails'

/** The page of the IT outsourcing service; its figures are the marketing claims of data/claims.ts. */
export const outsourcing = {
  pageTitle: msg`IT outsourcing and tech professionals for your team — Tecto`,
  subtitle: {
    ...msg({
      message:
        'Senior developers, designers and QA engineers join your team in up to {matchBusinessDays, plural, one {{matchBusinessDays} business day} other {{matchBusinessDays} business days}}, selected from a network of over {networkSize, number} qualified professionals.',
    }),
    values: { matchBusinessDays, networkSize },
  },
  paragraphs: [
    msg`Hiring in technology is slow and expensive, and projects do not wait. With Tecto's outsourcing you add qualified professionals to your team without a long recruitment process: we find, assess and assign people with the skills and seniority each project needs, and they work within your rituals, tools and time zone.`,
    msg`Every professional goes through technical interviews and practical tests run by our senior engineers before being introduced to you. We handle contracts, payroll and replacements, and our leadership follows each assignment closely, so you get the flexibility of outsourcing with the commitment of an in-house team.`,
  ],
  steps: [
    {
      title: msg`Needs and profile`,
      text: msg`We learn about the project, the technology, the team's culture and the seniority required, and write a clear profile together with you.`,
    },
    {
      title: msg`Match and onboarding`,
      text: {
        ...msg({
          message:
            'We introduce assessed candidates in up to {matchBusinessDays, plural, one {{matchBusinessDays} business day} other {{matchBusinessDays} business days}}. You interview them and choose; we take care of the contract and the onboarding.',
        }),
        values: { matchBusinessDays },
      },
    },
    {
      title: msg`Follow-up`,
      text: msg`A Tecto manager follows each professional with regular check-ins and feedback, and arranges a quick replacement if the fit is not right.`,
    },
  ],
  deliverables: [
    msg`Developers, designers, QA, DevOps and data professionals, from mid-level to specialist`,
    msg`Candidates technically assessed by senior engineers before you meet them`,
    {
      ...msg({ message: 'A match in up to {matchBusinessDays, plural, one {{matchBusinessDays} business day} other {{matchBusinessDays} business days}}' }),
      values: { matchBusinessDays },
    },
    msg`Flexible contracts to grow or shrink the team as the project changes`,
    msg`One point of contact for contracts, payroll and replacements`,
  ],
  idealFor: [
    msg`Companies whose roadmap is ahead of their hiring capacity`,
    msg`Teams that need a specific skill for a while, such as mobile, data or cloud`,
    msg`Companies abroad looking for Brazilian talent in time zones that overlap with the Americas`,
  ],
} as const satisfies ServiceDetail
