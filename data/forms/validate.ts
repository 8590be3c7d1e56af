import * as v from 'valibot'
import type { ErrorCode } from './fieldRules'
import { loadPhoneLibrary } from './phoneLibrary'
import { phoneKind } from './phoneKind'

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: Record<string, ErrorCode> }

/** Checks input against a form schema, first error per field; a phone not Brazilian first loads libphonenumber-js (offline, it is refused). */
export async function validate<S extends v.GenericSchema>(schema: S, input: unknown): Promise<Validation<v.InferOutput<S>>> {
  const { phone, country } = (input ?? {}) as { phone?: unknown; country?: unknown }
  if (typeof phone === 'string' && phoneKind(phone, country) !== 'brazilian') await loadPhoneLibrary().catch(() => undefined)
  const result = v.safeParse(schema, input)
  if (result.success) return { ok: true, value: result.output }
  const errors: Record<string, ErrorCode> = {}
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key
    const key = typeof field === 'string' ? field : '_form'
    errors[key] ??= (issue.message as ErrorCode) ?? 'required'
  }
  return { ok: false, errors }
}
