// decap-server ships no type declarations; this is the part cms/serve.ts uses.
declare module 'decap-server/dist/middlewares' {
  import type { Express } from 'express'

  type Logger = Record<'info' | 'debug' | 'warn' | 'error', (message: string) => void>

  /** Adds `POST /api/v1`, Decap's local backend over the folder named by GIT_REPO_DIRECTORY, to an Express app. */
  export function registerLocalFs(app: Express, options: { logger: Logger }): Promise<void>
}
