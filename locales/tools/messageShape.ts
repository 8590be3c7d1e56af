import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'

/** What a message must keep in every language: its ICU arguments (`{name}`, `{count, plural, …}`) and its tags (`<0>…</0>`). */
export type MessageShape = { placeholders: string[]; tags: string[]; tagsNested: boolean; strayBraces: boolean }

/**
 * Compiles a message as Lingui does (`lingui compile --strict` fails on the same syntax) and lists what it
 * holds; throws with the ICU parser's explanation when it does not compile. A `{` or `}` left in the text
 * after compiling is a brace the parser could not pair.
 */
export function messageShape(message: string): MessageShape {
  const compiled = compileMessageOrThrow(message)
  const placeholders = new Set<string>()
  const texts: string[] = []
  walk(compiled, placeholders, texts)
  const text = texts.join('')
  const tags = [...text.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0])
  return { placeholders: [...placeholders].sort(), tags: [...tags].sort(), tagsNested: nested(tags), strayBraces: /[{}]/.test(text) }
}

/** Whether each `<n>` closes with its `</n>` after it, inside the tags around it: Lingui shows other tags as typed. */
function nested(tags: string[]): boolean {
  const open: string[] = []
  for (const tag of tags) {
    if (tag.endsWith('/>')) continue
    if (!tag.startsWith('</')) open.push(tag.slice(1))
    else if (open.pop() !== tag.slice(2)) return false
  }
  return open.length === 0
}

function walk(message: CompiledMessage, placeholders: Set<string>, texts: string[]) {
  for (const token of message) {
    if (typeof token === 'string') {
      texts.push(token)
      continue
    }
    const [name, , format] = token
    placeholders.add(name)
    if (format && typeof format === 'object') {
      for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage, placeholders, texts)
    }
  }
}
