import type { LocaleTag } from '../../data/locales'
import { isFuzzy, type PoEntry } from '../poEntries'
import { formatProblems } from './formatProblems'
import { messageShape, type MessageShape } from './messageShape'
import { isPortugueseOnly } from './portugueseOnly'
import { mayEqualEnglish } from './sameAsEnglish'

/** One thing a translator must fix, where it is. */
export type CatalogProblem = { file: string; line: number; message: string; problem: string }

const isTestFile = (reference: string) => /\.test\.[jt]sx?(:\d+)?$/.test(reference)

const list = (items: string[]) => items.join(', ')

/** The `{…}` and `<…>` a translation drops or adds compared with its source. */
function shapeDifferences(source: MessageShape, translation: MessageShape): string[] {
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
  }
  if (translation.strayBraces && !source.strayBraces) problems.push('a { or } without its pair (ICU syntax)')
  return problems
}

/**
 * Everything wrong with one catalog: a missing or fuzzy translation; a translation that does not compile, drops,
 * renames or adds a placeholder or tag, or does not format (a plural or select without `other`, or Lingui throwing
 * with values that reach every branch: formatProblems.ts); a translation identical to the English source (brand
 * names and loanwords aside, see sameAsEnglish.ts); and a message no code but a test uses. `source` marks the
 * English catalog, whose translations are the source itself.
 */
export function catalogProblems(file: string, tag: LocaleTag, entries: PoEntry[], { source = false } = {}): CatalogProblem[] {
  const problems: CatalogProblem[] = []
  for (const entry of entries.filter((e) => !e.obsolete)) {
    const report = (problem: string) =>
      problems.push({ file, line: entry.line, message: entry.context ? `${entry.id} (context: ${entry.context})` : entry.id, problem })
    if (entry.references.length > 0 && entry.references.every(isTestFile))
      report('used only by tests: move the text into the code that shows it, or out of the catalog')
    if (entry.translation.trim() === '') {
      report('no translation')
      continue
    }
    if (isFuzzy(entry)) report(`fuzzy: a suggestion${entry.previous ? ` translated from "${entry.previous.id}"` : ''} to review, then clear the fuzzy flag`)
    let sourceShape: MessageShape
    try {
      sourceShape = messageShape(entry.id)
    } catch (error) {
      report(`the English source does not compile: ${firstLine(error)}`)
      continue
    }
    try {
      shapeDifferences(sourceShape, messageShape(entry.translation)).forEach(report)
    } catch (error) {
      report(`the translation does not compile (ICU syntax): ${firstLine(error)}`)
      continue
    }
    formatProblems(entry.id, entry.translation, tag).forEach(report)
    if (!source && entry.translation === entry.id && !mayEqualEnglish(tag, entry.id) && !isPortugueseOnly(entry.references))
      report('the translation is the English source, word for word')
  }
  return problems
}

const firstLine = (error: unknown) =>
  String((error as Error).message)
    .split('\n')[0]!
    .trim()
