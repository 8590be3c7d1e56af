import type { CompiledMessage } from '@lingui/message-utils/compileMessage'

export type Values = Record<string, unknown>

/** How a message uses one of its arguments: the formats it goes through ('' for plain `{name}`) and the branch keys it names. */
export type Usage = { types: Set<string>; keys: Set<string> }

/** The formats that pick a branch by the argument's value. */
export const branching = ['plural', 'selectordinal', 'select']

/** Every argument of a compiled message, branches included, with how the message uses it; its text pieces go to `texts`. */
export function argumentUsages(message: CompiledMessage, found = new Map<string, Usage>(), texts: string[] = []): Map<string, Usage> {
  for (const token of message) {
    if (typeof token === 'string') {
      texts.push(token)
      continue
    }
    const [name, type, format] = token
    const usage = found.get(name) ?? { types: new Set(), keys: new Set() }
    found.set(name, usage)
    usage.types.add(type ?? '')
    if (!type || !branching.includes(type) || !format || typeof format !== 'object') continue
    for (const [key, branch] of Object.entries(format)) {
      if (key === 'offset' || !Array.isArray(branch)) continue
      usage.keys.add(key)
      argumentUsages(branch as CompiledMessage, found, texts)
    }
  }
  return found
}

// Small integers, round millions (Spanish and Portuguese "many": "1 millón de…") and fractions (English "1.5 days" is "other").
const candidates = [...Array.from({ length: 111 }, (_, n) => n), 1000, 10000, 100000, 1000000, 2000000, 0.5, 1.5, 2.5, 10.5]

/** One number for each plural category of a locale (`one`, `few`, `many`, `other`…), as Intl.PluralRules sorts them. */
export function pluralSamples(tag: string, type: Intl.PluralRuleType): number[] {
  const rules = new Intl.PluralRules(tag, { type })
  return rules.resolvedOptions().pluralCategories.flatMap((category) => candidates.find((n) => rules.select(n) === category) ?? [])
}

/** An argument's sample values: what the code passes for it (as the source uses it), and every branch the message has. */
function samplesFor(name: string, source: Usage | undefined, message: Usage | undefined, tag: string): unknown[] {
  // A placeholder the source does not have receives nothing from the code.
  if (!source) return [undefined]
  const types = new Set([...source.types, ...(message?.types ?? [])])
  const keys = [...source.keys, ...(message?.keys ?? [])]
  if (source.types.has('plural') || source.types.has('selectordinal') || source.types.has('number')) {
    const numbers = new Set([
      ...(types.has('plural') ? pluralSamples(tag, 'cardinal') : []),
      ...(types.has('selectordinal') ? pluralSamples(tag, 'ordinal') : []),
      // Exact branches (`=0 {…}`) compile to their number.
      ...keys.filter((key) => /^\d+(\.\d+)?$/.test(key)).map(Number),
    ])
    return numbers.size ? [...numbers] : [1234.5]
  }
  if (source.types.has('select')) return [...new Set(keys.filter((key) => key !== 'other')), `not-a-key-of-${name}`]
  if (source.types.has('date') || source.types.has('time')) return [new Date(Date.UTC(2024, 2, 5, 14, 30))]
  return [`‹${name}›`]
}

// Past this many combinations, each argument goes through its samples alone, the others at their first.
const maxCombinations = 500

/** The values a translation is formatted with: what the code passes, numbers hitting every plural category, every select key and an unknown one. */
export function sampleValues(sourceUsages: Map<string, Usage>, messageUsages: Map<string, Usage>, tag: string): Values[] {
  const names = [...new Set([...sourceUsages.keys(), ...messageUsages.keys()])]
  const samples = names.map((name) => [name, samplesFor(name, sourceUsages.get(name), messageUsages.get(name), tag)] as const)
  const combinations = samples.reduce((count, [, values]) => count * values.length, 1)
  if (combinations <= maxCombinations) {
    return samples.reduce<Values[]>((sets, [name, values]) => sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value }))), [{}])
  }
  const first = Object.fromEntries(samples.map(([name, values]) => [name, values[0]]))
  return samples.flatMap(([name, values]) => values.map((value) => ({ ...first, [name]: value })))
}
