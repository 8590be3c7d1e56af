import { attributionFields } from '../../data/attribution'
import type { StoredLead } from '../leads/leadStore'

/** The one event the site sends: a lead was received. */
export const leadCreated = 'lead.created'

/**
 * The `webhook-id` of a lead's delivery: the same at every attempt and at every address, so a
 * receiver that sees it twice (a retry after an answer that was lost) knows it has the lead already.
 * Standard Webhooks asks that it hold no `.`, which the signed content uses as a separator.
 */
export function webhookMessageId(lead: StoredLead): string {
  return `lead-${lead.id}`
}

/**
 * The JSON body of a lead's webhook, in Standard Webhooks' recommended shape (`type`, `timestamp`,
 * `data`). It is built from the stored lead at each attempt and never stored, so erasing the lead
 * leaves no copy of it in the outbox; the same lead always gives the same bytes. Fields a form does
 * not ask are null, so every receiver sees one schema. `verified` tells a lead that passed the anti-bot check (true)
 * from one posted without JavaScript, which could not take it (false); leads from before the check have null.
 * `attribution` has every field of data/attribution.ts, null where the lead has no value.
 */
export function leadWebhookPayload(lead: StoredLead): string {
  const createdAt = lead.createdAt.toISOString()
  return JSON.stringify({
    type: leadCreated,
    timestamp: createdAt,
    data: {
      id: lead.id,
      form: lead.kind,
      page: lead.origin || null,
      locale: lead.locale,
      createdAt,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      role: lead.role,
      message: lead.message,
      country: lead.country,
      state: lead.state,
      verified: lead.verified,
      attribution: Object.fromEntries(attributionFields.map((field) => [field, lead.attribution[field] ?? null])),
    },
  })
}
