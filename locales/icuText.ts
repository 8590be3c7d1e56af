import type { CompiledMessage } from '@lingui/message-utils/compileMessage'

type Token = CompiledMessage[number]

/** A compiled message written back as ICU text: what a page shows when neither translation nor English formats. */
export function icuText(message: CompiledMessage | string): string {
  return typeof message === 'string' ? message : message.map(tokenText).join('')
}

function tokenText(token: Token): string {
  if (typeof token === 'string') return token
  const [name, type, format] = token
  if (!type) return `{${name}}`
  if (format === undefined || format === null) return `{${name}, ${type}}`
  if (typeof format !== 'object') return `{${name}, ${type}, ${String(format)}}`
  // Plural, selectordinal and select keep their branches by key; an exact number key (`=0`) lost its `=` on compiling.
  const branches = Object.entries(format as Record<string, unknown>)
    .filter(([key, branch]) => key !== 'offset' && Array.isArray(branch))
    .map(([key, branch]) => `${type !== 'select' && /^\d+$/.test(key) ? `=${key}` : key} {${icuText(branch as CompiledMessage)}}`)
  return branches.length ? `{${name}, ${type}, ${branches.join(' ')}}` : `{${name}, ${type}}`
}
