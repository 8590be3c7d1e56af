import type { LeadSource } from '../../forms/LeadForm/LeadForm'

/** The id of each landing page's lead form: its hero button and links from elsewhere (`/contrate#hire-form`) jump there. */
export const leadFormAnchors = {
  hire: 'hire-form',
  softwareFactory: 'software-form',
} as const satisfies Record<LeadSource, string>
