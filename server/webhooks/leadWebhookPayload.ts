import { attributionFields } from '../../data/attribution'
import type { StoredLead } from '../leads/leadStore'

/** The `webhook-id` of a lead: the same at every attempt and address, so a receiver knows a repeat; no `.` (Standard Webhooks). */
export function webhookMessageId(lead: StoredLead): string {
  return `lead-${lead.id}`
}

/** A lead's webhook body in Standard Webhooks' shape, the same bytes at each attempt, never stored; empty fields null (docs/operating/webhooks.md). */
export function leadWebhookPayload(lead: StoredLead): string {
  const createdAt = lead.createdAt.toISOString()
  return JSON.stringify({
    type: 'lead.created',
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

/** A webhook address as logs and listings show it: scheme, host and path, without a query, which may hold a token. */
export function webhookAddress(url: string): string {
  if (!URL.canParse(url)) return url
  const { origin, pathname } = new URL(url)
  return origin + pathname
}
