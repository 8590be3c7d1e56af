import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { type Compiled, formatProblems } from './tools/formatProblems'
import { argumentUsages, branching } from './tools/sampleValues'

type Shape = Compiled & { placeholders: string[]; tags: string[]; tagsNested: boolean; strayBraces: boolean }

/** What a message keeps in every language: its ICU arguments, their use, its tags; throws the ICU parser's explanation if it does not compile. */
function shape(message: string): Shape {
  const texts: string[] = []
  const compiled = compileMessageOrThrow(message)
  const usages = argumentUsages(compiled, undefined, texts)
  const text = texts.join('')
  const tags = [...text.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0])
  return { compiled, usages, placeholders: [...usages.keys()].sort(), tags: [...tags].sort(), tagsNested: nested(tags), strayBraces: /[{}]/.test(text) }
}

/** Whether each `<n>` closes with its `</n>` after it, inside the tags around it: Lingui shows other tags as typed. */
function nested(tags: string[]): boolean {
  const open: string[] = []
  for (const tag of tags.filter((t) => !t.endsWith('/>'))) {
    if (!tag.startsWith('</')) open.push(tag.slice(1))
    else if (open.pop() !== tag.slice(2)) return false
  }
  return open.length === 0
}

const list = (items: string[]) => items.join(', ')

/** The `{…}` and `<…>` a translation drops or adds compared with its source. */
function shapeDifferences(source: Shape, translation: Shape): string[] {
  const problems: string[] = []
  const missing = source.placeholders.filter((name) => !translation.placeholders.includes(name))
  const extra = translation.placeholders.filter((name) => !source.placeholders.includes(name))
  if (missing.length)
    problems.push(
      `placeholder ${list(missing.map((n) => `{${n}}`))} missing from the translation${extra.length ? ` (it has ${list(extra.map((n) => `{${n}}`))} instead)` : ''}`,
    )
  else if (extra.length) problems.push(`placeholder ${list(extra.map((n) => `{${n}}`))} is not in the source`)
  if (source.tags.join() !== translation.tags.join()) {
    problems.push(`tags differ: the source has ${list(source.tags) || 'none'}, the translation ${list(translation.tags) || 'none'}`)
  } else if (source.tagsNested && !translation.tagsNested) problems.push('tags are not nested: each <n> must close with its </n> after it')
  if (translation.strayBraces && !source.strayBraces) problems.push('a { or } without its pair (ICU syntax)')
  return problems
}

/** The plurals and selects a translation changes: a placeholder's kind, or a select's branches (a plural's are the locale's own). */
function branchDifferences(source: Shape, translation: Shape): string[] {
  return [...source.usages].flatMap(([name, usage]) => {
    const other = translation.usages.get(name)
    if (!other) return []
    const kind = (types: Set<string>) => branching.filter((type) => types.has(type)).join(' and ') || 'a plain value'
    if (kind(usage.types) !== kind(other.types)) return [`{${name}} is ${kind(usage.types)} in the source, ${kind(other.types)} in the translation`]
    // A missing `other` is formatProblems.ts's to name.
    const keys = (keys: Set<string>) =>
      [...keys]
        .filter((key) => key !== 'other')
        .sort()
        .join(', ')
    if (kind(usage.types) === 'select' && keys(usage.keys) !== keys(other.keys))
      return [`the select of {${name}} has the branches ${keys(usage.keys)} in the source, ${keys(other.keys)} in the translation`]
    return []
  })
}

/** A message's shape, or what the ICU parser says of it, first line only, after `what`. */
function shapeOr(message: string, what: string): Shape | string {
  try {
    return shape(message)
  } catch (error) {
    return `${what}: ${String((error as Error).message)
      .split('\n')[0]!
      .trim()
      .replace(/:$/, '')}`
  }
}

/**
 * The one rule a translation must pass to ship (docs/translating/workflow.md): it compiles as `lingui compile --strict` reads
 * it, keeps its source's placeholders and tags, and formats with values reaching every branch. Empty when it is fine.
 */
export function translationProblems(source: string, translation: string, tag: string): string[] {
  const sourceShape = shapeOr(source, 'the English source does not compile')
  if (typeof sourceShape === 'string') return [sourceShape]
  const translated = shapeOr(translation, 'the translation does not compile (ICU syntax)')
  if (typeof translated === 'string') return [translated]
  return [...shapeDifferences(sourceShape, translated), ...branchDifferences(sourceShape, translated), ...formatProblems(sourceShape, translated, tag)]
}
