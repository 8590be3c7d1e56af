import { I18n } from '@lingui/core'
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import { branching, sampleValues, type Usage, type Values } from './sampleValues'

/** A compiled message and how it uses its arguments (sampleValues.ts's argumentUsages). */
export type Compiled = { compiled: CompiledMessage; usages: Map<string, Usage> }

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
export function formatProblems(source: Compiled, translation: Compiled, tag: string): string[] {
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
