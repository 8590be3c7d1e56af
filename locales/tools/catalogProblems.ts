import type { LocaleTag } from '../../data/locales'
import { isFuzzy, type PoEntry } from '../poEntries'
import { translationProblems } from '../translationProblems'
import { isPortugueseOnly } from './portugueseOnly'
import { mayEqualEnglish } from './sameAsEnglish'

export type CatalogProblem = { file: string; line: number; message: string; problem: string }

const isTestFile = (reference: string) => /\.test\.[jt]sx?(:\d+)?$/.test(reference)

/**
 * Everything wrong with one catalog: a missing, fuzzy or broken translation (../translationProblems.ts), one equal to the
 * English but for names and loanwords (sameAsEnglish.ts), a message only tests use. `source` marks the English catalog.
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
    translationProblems(entry.id, entry.translation, tag).forEach(report)
    if (!source && entry.translation === entry.id && !mayEqualEnglish(tag, entry.id) && !isPortugueseOnly(entry.references))
      report('the translation is the English source, word for word')
  }
  return problems
}
