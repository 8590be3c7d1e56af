import * as v from 'valibot'
import type { ErrorCode } from './fieldRules'

/** The result of checking a form: its clean values, or one error code per failing field. */
export type Validation<T> = { ok: true; value: T } | { ok: false; errors: Record<string, ErrorCode> }

/** Checks input against a form schema and keeps the first error of each field. */
export async function validate<S extends v.GenericSchema | v.GenericSchemaAsync>(schema: S, input: unknown): Promise<Validation<v.InferOutput<S>>> {
  const result = await v.safeParseAsync(schema, input)
  if (result.success) return { ok: true, value: result.output }
  const errors: Record<string, ErrorCode> = {}
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key
    const key = typeof field === 'string' ? field : '_form'
    errors[key] ??= (issue.message as ErrorCode) ?? 'required'
  }
  return { ok: false, errors }
}
