import { I18n } from '@lingui/core'
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { argumentUsages, branching, sampleValues, type Usage, type Values } from './tools/sampleValues'

/** A compiled message, how it uses its arguments (sampleValues.ts), and its placeholders and tags. */
type Shape = { compiled: CompiledMessage; usages: Map<string, Usage>; placeholders: string[]; tags: string[]; tagsNested: boolean; strayBraces: boolean }

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
    // A missing `other` is missingOther's to name.
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

/** The plurals and selects of a message that have no `other` branch, which ICU requires for any value no branch names. */
function missingOther(usages: Map<string, Usage>): string[] {
  return [...usages].flatMap(([name, { types, keys }]) =>
    [...types]
      .filter((type) => branching.includes(type) && !keys.has('other'))
      .map(
        (type) =>
          `the ${type} of {${name}} has no "other" branch: add \`other {…}\`, which ICU requires (a ${type === 'select' ? 'value' : 'number'} no branch names shows nothing, or the page fails)`,
      ),
  )
}

const describe = (values: Values) => {
  const entries = Object.entries(values).map(([name, value]) => `${name}: ${value instanceof Date ? 'a date' : JSON.stringify(value)}`)
  return entries.length ? `{ ${entries.join(', ')} }` : 'no values'
}

/** Formats a translation as the site does with values reaching every branch (sampleValues.ts), and says what goes wrong. */
function formatProblems(source: Shape, translation: Shape, tag: string): string[] {
  // Lingui's plural without `other` throws a TypeError that names nothing: say what is wrong instead.
  const structural = missingOther(translation.usages)
  if (structural.length) return structural
  const i18n = new I18n({ locale: tag, messages: { [tag]: { message: translation.compiled } } })
  for (const values of sampleValues(source.usages, translation.usages, tag)) {
    try {
      i18n._('message', values)
    } catch (error) {
      return [`formatting with ${describe(values)} throws ${String(error)}`]
    }
  }
  return []
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
