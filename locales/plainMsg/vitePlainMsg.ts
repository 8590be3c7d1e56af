import type { Plugin } from 'vite'
import { findPlainMsgs } from './findPlainMsgs.ts'
import { plainMsg } from './plainMsg.ts'

/**
 * Writes each `plainMsg({ … })` of the app's code as the descriptor it returns, id included, as Lingui's macros
 * do: the browser then needs no hash function (the lead server, which runs the sources as they are, computes them).
 * Line breaks are kept, so positions in later transforms and stack traces do not move.
 */
export function vitePlainMsg(): Plugin {
  return {
    name: 'tecto-plain-msg',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id.split('?')[0]!) || id.includes('/node_modules/') || id.includes('/locales/plainMsg/')) return
      const calls = findPlainMsgs(id, code)
      if (!calls.length) return
      let result = ''
      let at = 0
      for (const { start, end, fields } of calls) {
        const lineBreaks = '\n'.repeat(code.slice(start, end).split('\n').length - 1)
        result += `${code.slice(at, start)}(${JSON.stringify(plainMsg(fields))}${lineBreaks})`
        at = end
      }
      // The import then serves nothing, and would pull the hash function into the browser's bundle.
      const withoutImport = (result + code.slice(at)).replace(/^import \{ plainMsg \} from '[^']+'$/m, '')
      return { code: withoutImport, map: null }
    },
  }
}
