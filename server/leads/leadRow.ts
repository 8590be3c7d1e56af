import { createHash } from 'node:crypto'
import { type Attribution, type AttributionField, attributionFields } from '../../data/attribution'
import type { DeliveryState, ListedLead, NewLead, StoredLead, WebhookState } from './leadStore'

/** A `leads` row as both drivers return it (SQLite gives timestamps as ISO text, pg as Date). */
export type LeadRow = Omit<StoredLead, 'createdAt' | 'verified' | 'attribution'> &
  Record<AttributionField, string | null> & {
    created_at: string | Date
    idempotency_key: string | null
    request_hash: string | null
    /** SQLite keeps 0 or 1, PostgreSQL a boolean; null for leads stored before the check. */
    verified: boolean | number | null
  }

/** What an outbox row says of where its delivery stands. */
export type DeliveryRow = { status: DeliveryState['status']; attempts: number; last_error: string | null; sent_at: string | Date | null }

/**
 * What a lead said, as a digest a retry under the same idempotency key must match: not the page and attribution (a
 * retry may carry another query or a newly consented first touch); the country only when set (older leads' digests).
 */
export function requestHash({ kind, locale, name, email, phone, company, role, message, country, state }: NewLead): string {
  const fields = [kind, locale, name, email, phone, company, role, message, state, ...(country ? [country] : [])]
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url')
}

/** The row of a new lead, null in the attribution columns it has no value for. */
export function newLeadRow(lead: NewLead, id: string, createdAt: string | Date): LeadRow {
  const { idempotencyKey, challenge: _spent, attribution, ...fields } = lead
  return {
    ...fields,
    ...(Object.fromEntries(attributionFields.map((field) => [field, attribution[field] ?? null])) as Record<AttributionField, string | null>),
    id,
    created_at: createdAt,
    idempotency_key: idempotencyKey ?? null,
    request_hash: idempotencyKey ? requestHash(lead) : null,
  }
}

/** A lead from its row. */
export function toStoredLead(row: LeadRow): StoredLead {
  const { created_at: createdAt, idempotency_key: _key, request_hash: _hash, verified, ...columns } = row
  const attribution: Attribution = {}
  const fields: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(columns)) {
    if (!(attributionFields as readonly string[]).includes(column)) fields[column] = value
    else if (value !== null) attribution[column as AttributionField] = value as string
  }
  return {
    ...(fields as Omit<StoredLead, 'createdAt' | 'verified' | 'attribution'>),
    attribution,
    createdAt: new Date(createdAt),
    verified: verified === null ? null : Boolean(verified),
  }
}

function toDeliveryState(row: DeliveryRow): DeliveryState {
  return { status: row.status, attempts: row.attempts, lastError: row.last_error, sentAt: row.sent_at ? new Date(row.sent_at) : null }
}

/** Listed leads from their rows joined with their email's outbox row (null when gone), and their webhook rows. */
export function toListedLeads(
  rows: readonly (LeadRow & { [Column in keyof DeliveryRow]: DeliveryRow[Column] | null })[],
  webhookRows: readonly (DeliveryRow & { lead_id: string; destination: string })[],
): ListedLead[] {
  const byLead = new Map<string, WebhookState[]>()
  for (const { lead_id: lead, destination, ...row } of webhookRows) byLead.set(lead, [...(byLead.get(lead) ?? []), { destination, ...toDeliveryState(row) }])
  return rows.map(({ status, attempts, last_error, sent_at, ...lead }) => ({
    ...toStoredLead(lead),
    mail: status ? toDeliveryState({ status, attempts: attempts ?? 0, last_error, sent_at }) : null,
    webhooks: byLead.get(lead.id) ?? [],
  }))
}
