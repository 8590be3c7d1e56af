import { I18n } from '@lingui/core'
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import { argumentUsages, branching, sampleValues, type Values } from './sampleValues'

/** The plurals and selects of a message that have no `other` branch, which ICU requires for any value no branch names. */
function missingOther(message: CompiledMessage): string[] {
  return [...argumentUsages(message)].flatMap(([name, { types, keys }]) =>
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

/** Formats a translation as the site does with values reaching every branch (sampleValues.ts), and says what goes wrong; both must compile. */
export function formatProblems(source: string, translation: string, tag: string): string[] {
  const compiled = compileMessageOrThrow(translation)
  // Lingui's plural without `other` throws a TypeError that names nothing: say what is wrong instead.
  const structural = missingOther(compiled)
  if (structural.length) return structural
  const i18n = new I18n({ locale: tag, messages: { [tag]: { message: compiled } } })
  for (const values of sampleValues(compileMessageOrThrow(source), compiled, tag)) {
    try {
      i18n._('message', values)
    } catch (error) {
      return [`formatting with ${describe(values)} throws ${String(error)}`]
    }
  }
  return []
}
