// Our server as `npm start` runs it (server/start.ts), in a process of its own, so the load generator and Lighthouse
// never share its event loop.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../testbed/freePort'
import { type RunningServer, startServer } from './childProcess'

// `--import tsx` resolves from the working directory: the project's, wherever the bench was started.
const projectRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * Serves the build at `clientDir` on 127.0.0.1 and a free port, its leads stored in `databaseUrl` (by default a
 * throw-away SQLite file), with no rate limit a load would hit, and no mail or webhook sent.
 */
export async function startOurServer(clientDir: string, databaseUrl?: string): Promise<RunningServer> {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'tecto-bench-server-'))
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TECTO_OUT_DIR: dirname(resolve(clientDir)),
    DATABASE_URL: databaseUrl ?? `sqlite:${join(dir, 'leads.sqlite')}`,
    LEAD_RATE_LIMIT: '1000000', // the most server/settings.ts allows: a minute's load stays under it
    SMTP_URL: '',
    LEAD_WEBHOOK_URLS: '',
    LEAD_WEBHOOK_SECRET: '',
  }
  return startServer({
    command: process.execPath,
    args: ['--import', 'tsx', join(projectRoot, 'server', 'start.ts')],
    url: `http://127.0.0.1:${port}`,
    cwd: projectRoot,
    env,
    // `npm start` builds first when the build is older than the sources.
    startMs: 120_000,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  })
}
