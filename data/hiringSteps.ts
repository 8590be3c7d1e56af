import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { matchBusinessDays } from './claims'

/** How hiring a professional through Tecto works, step by step, as the hire landing page explains it. */
export const hiringSteps = [
  {
    id: 'brief',
    title: msg({ message: 'Tell us who you need', comment: 'Step 1 of hiring a professional through Tecto' }),
    description: msg`Share the role, the stack, the seniority and how long you need the professional. A talent specialist confirms the details with you.`,
  },
  {
    id: 'match',
    title: msg({ message: 'Meet your shortlist', comment: 'Step 2 of hiring a professional through Tecto' }),
    description: msg`In up to ${plural(matchBusinessDays, { one: '{matchBusinessDays} business day', other: '{matchBusinessDays} business days' })} we introduce professionals who passed our technical assessment and fit your team. You interview them and choose.`,
  },
  {
    id: 'start',
    title: msg({ message: 'Start, with us at your side', comment: 'Step 3 of hiring a professional through Tecto' }),
    description: msg`The professional joins your team and a Tecto manager follows the engagement, ready to adjust the team or add people as your roadmap changes.`,
  },
] as const satisfies readonly { id: string; title: MessageDescriptor; description: MessageDescriptor }[]
