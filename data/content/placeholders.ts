// A content text writes a figure of data/claims.ts as `{{networkSize}}`, filled in the language's format: one change reaches all.

/** A placeholder: a name between double braces, e.g. `{{networkSize}}` (single braces stay text, and `{#anchor}` names a heading). */
const placeholder = /\{\{([^{}]*)\}\}/g

export function placeholderNames(text: string): string[] {
  return [...text.matchAll(placeholder)].map((match) => match[1]!)
}

/** Every string in a front matter value, with its field's dot path (e.g. `steps.1.text`). */
function strings(value: unknown, path: string): { field: string; text: string }[] {
  if (typeof value === 'string') return [{ field: path, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, path ? `${path}.${index}` : `${index}`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key))
  return []
}

/** The placeholders of a file that are not `allowed`, by front matter field (no field: the Markdown body). */
export function unknownPlaceholders(frontMatter: unknown, body: string, allowed: readonly string[]): { field?: string; names: string[] }[] {
  const texts: { field?: string; text: string }[] = [...strings(frontMatter, ''), { text: body }]
  return texts.flatMap(({ field, text }) => {
    const names = placeholderNames(text).filter((name) => !allowed.includes(name))
    return names.length ? [{ field, names }] : []
  })
}

/** A value with each `{{name}}` of its strings replaced by `values[name]`, through arrays and objects; others stay. */
export function fillPlaceholders<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return value.replace(placeholder, (whole, name: string) => values[name] ?? whole) as T
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)])) as T
  return value
}
