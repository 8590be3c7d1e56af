import { resolve } from 'node:path'
import type { Connect, Plugin } from 'vite'
import type { DevLeadApi } from '../server/devLeadApi.ts'

/** `npm run dev` answers the lead API too, through the server's own routes (server/devLeadApi.ts), run by tsx as `npm start` runs them. */
export function devLeadApi(): Plugin {
  let api: DevLeadApi | undefined
  return {
    name: 'tecto:dev-lead-api',
    apply: 'serve',
    // Without a `post` hook the middleware goes before Vite's and vike's, which would answer the path with a page.
    async configureServer(server) {
      const { tsImport } = await import('tsx/esm/api')
      const { startDevLeadApi } = (await tsImport(
        resolve(server.config.root, 'server/devLeadApi.ts'),
        import.meta.url,
      )) as typeof import('../server/devLeadApi.ts')
      // Vite's env has the VITE_* settings of `.env` files too: the API must listen where the forms post.
      const viteSettings = Object.fromEntries(Object.entries(server.config.env).filter(([name]) => name.startsWith('VITE_')))
      const logger = server.config.logger
      const log = { info: (message: string) => logger.info(message), error: (message: string) => logger.error(message) }
      api = await startDevLeadApi({ ...process.env, ...viteSettings }, log)
      const { prefix, handle } = api
      // An empty prefix is an API at another host's root (VITE_API_BASE=https://api…): the forms post there.
      if (prefix === '') {
        await api.close()
        api = undefined
        return
      }
      logger.info(`Lead API at ${prefix}: ${api.mailStatus}`)
      const underApi: Connect.NextHandleFunction = (request, response, next) => {
        const path = (request.originalUrl ?? request.url ?? '').split('?', 1)[0]!
        if (path === prefix || path.startsWith(`${prefix}/`)) handle(request, response)
        else next()
      }
      server.middlewares.use(underApi)
    },
    // Vite closes the plugins when the dev server stops or restarts (a changed config): the store is then closed.
    async buildEnd() {
      await api?.close()
      api = undefined
    },
  }
}
