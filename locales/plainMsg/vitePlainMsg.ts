import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { parsePo } from '../poEntries.ts'
import { findPlainMsgs } from './findPlainMsgs.ts'
import { islandMessageIds } from './islandMessageIds.ts'
import { plainMsg } from './plainMsg.ts'

/** The module that tells the server which messages each island's page must carry (components/Island/Island.tsx). */
const islandMessagesModule = 'virtual:island-messages'

/** Where the client build leaves the islands' message ids for the server build: beside vike's `assets.json`. */
const islandMessagesFile = ({ root, build }: ResolvedConfig) => resolve(root, build.outDir, '..', 'island-messages.json')

/**
 * Writes each `plainMsg({ … })` as its descriptor, id included, lines kept, so the browser needs no hash function; and
 * gives the server `virtual:island-messages`, the ids each island can show (`undefined` in development: the whole catalog).
 */
export function vitePlainMsg(): Plugin {
  return {
    name: 'tecto-plain-msg',
    enforce: 'pre',
    resolveId: (id) => (id === islandMessagesModule ? `\0${id}` : undefined),
    load(id) {
      if (id !== `\0${islandMessagesModule}`) return
      const { config } = this.environment
      // vike builds the client first, so its module graph is known when the server is built.
      return `export default ${config.command === 'build' ? readFileSync(islandMessagesFile(config), 'utf8') : 'undefined'}`
    },
    generateBundle() {
      const { config } = this.environment
      if (this.environment.name !== 'client' || config.command !== 'build') return
      const file = (id: string) => relative(config.root, id)
      const islands = [...this.getModuleIds()].map(file).filter((id) => id.endsWith('.island.tsx'))
      const importsOf = (path: string) => {
        const info = this.getModuleInfo(join(config.root, path))
        return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])].map(file)
      }
      const catalog = parsePo(readFileSync(join(config.root, 'locales/en-US.po'), 'utf8'))
      writeFileSync(islandMessagesFile(config), JSON.stringify(islandMessageIds(islands, importsOf, catalog)))
    },
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
