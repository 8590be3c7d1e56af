import type { LocaleTag } from '../../data/locales'

/** Brand and product names: a message made of these (and placeholders, figures, punctuation) reads the same in every language. */
export const names = ['GitHub', 'IA Notícia', 'Tecto Kids', 'Tecto Manager', 'Tecto Rent', 'Tecto Seller', 'Tecto', 'TECTO']

/** English words a language uses as they are: the only other messages allowed to equal their source. */
export const loanwords: Partial<Record<LocaleTag, string[]>> = {
  'pt-BR': ['Demo', 'Design', 'Discovery', 'Menu', 'Mobile', 'slide', 'Tags'],
  'es-ES': ['Demo', 'Discovery'],
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether a translation may equal its English source: nothing in it but names, loanwords, placeholders and signs. */
export function mayEqualEnglish(tag: LocaleTag, text: string): boolean {
  const words = [...names, ...(loanwords[tag] ?? [])].sort((a, b) => b.length - a.length).map(escapeRegExp)
  const rest = text.replace(/\{[^}]*\}|<\/?\d+\/?>/g, ' ').replace(new RegExp(`(?<![\\p{L}])(?:${words.join('|')})(?![\\p{L}])`, 'gu'), ' ')
  return !/\p{L}/u.test(rest)
}
