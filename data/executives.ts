import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { executiveRoles, type ExecutiveFacts, type ExecutiveRole } from './companyFacts'

// Until the company names who holds a role (data/companyFacts.ts), the pages show the role with no name, picture or quote.

/** Each executive role's short title, full title and what it answers for. */
const roleTexts: Record<ExecutiveRole, { abbreviation: string; title: MessageDescriptor; duties: MessageDescriptor }> = {
  ceo: {
    abbreviation: 'CEO',
    title: msg({ message: 'Chief Executive Officer', comment: 'Job title of the CEO' }),
    duties: msg`Sets Tecto's direction and answers for its partnerships and client relationships, so that every engagement starts from a clear business goal and our teams have what they need to reach it.`,
  },
  cto: {
    abbreviation: 'CTO',
    title: msg({ message: 'Chief Technology Officer', comment: 'Job title of the CTO' }),
    duties: msg`Answers for Tecto's engineering practice: architecture, quality standards, security and the use of AI in our projects, as well as the technical assessment that admits professionals to our network.`,
  },
}

/** The executive roles in the pages' order, each with its holder from `supplied` (data/companyFacts.ts) if any. */
export function executives(supplied: Partial<Record<ExecutiveRole, ExecutiveFacts>>) {
  return executiveRoles.map((id) => ({ id, ...roleTexts[id], person: supplied[id] }))
}

/** An executive role, with the person who holds it once the company has supplied them. */
export type Executive = ReturnType<typeof executives>[number]
