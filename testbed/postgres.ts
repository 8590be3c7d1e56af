// A throw-away PostgreSQL server from Debian's binaries for the lead-store tests and the bench, in a temp dir on 127.0.0.1;
// never skipped: without the binaries the caller gets an error saying what to install.
import { execFile, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from './freePort'
import { onExit } from './onExit'

/** The directory holding initdb and pg_ctl: `PG_BIN`, else the newest /usr/lib/postgresql/<version>/bin. */
function postgresBinDir(): string {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : []
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : versions.map((version) => `/usr/lib/postgresql/${version}/bin`)
  const dir = candidates.find((candidate) => existsSync(join(candidate, 'initdb')) && existsSync(join(candidate, 'pg_ctl')))
  if (!dir) {
    throw new Error(
      'PostgreSQL server binaries not found (initdb and pg_ctl in /usr/lib/postgresql/<version>/bin or $PG_BIN). ' +
        'Install them with `apt-get install postgresql`: the lead-store tests need a real PostgreSQL server.',
    )
  }
  return dir
}

// initdb refuses to run as root: as root we run the server as the `postgres` system user.
const asRoot = process.getuid?.() === 0
const command = (bin: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args])
// pg_ctl leaves the server running with its output in the log file: only pg_ctl's own output comes back.
const run = async (bin: string, args: string[]) => void (await promisify(execFile)(...command(bin, args)))

/** Creates a new cluster in a temp dir and starts it, on `port` or a free one; `fsync: false` for tests of anything but durability. */
export async function startPostgres(options: { fsync?: boolean; port?: number } = {}) {
  const bin = postgresBinDir()
  const dir = mkdtempSync(join(tmpdir(), 'tecto-pg-'))
  if (asRoot) {
    const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    if (user.status !== 0) throw new Error('Running as root needs the `postgres` system user (Debian package postgresql).')
    chownSync(dir, Number(user.stdout), Number(group.stdout))
  }
  const data = join(dir, 'data')
  const port = options.port ?? (await freePort())
  const serverOptions = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses='127.0.0.1'", `-c fsync=${options.fsync === false ? 'off' : 'on'}`]
  const pgStart = () => run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', serverOptions.join(' '), 'start'])
  const stopSync = () => {
    spawnSync(...command(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' })
    rmSync(dir, { recursive: true, force: true })
  }
  // A test that throws, or an interrupted run, must not leave a server behind.
  const forget = onExit(stopSync)
  try {
    await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
    await pgStart()
  } catch (error) {
    forget()
    stopSync()
    throw error
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Shuts the server down and deletes its cluster. */
    async stop() {
      forget()
      await run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
    /** Kills the server as a crash would, keeping its data, to `resume()` later on the same port. */
    crash: () => run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']),
    resume: pgStart,
  }
}

let shared: ReturnType<typeof startPostgres> | undefined

let databaseCount = 0

/** A new, empty database on the shared server, so each suite starts from nothing; returns its URL. */
export async function createTestDatabase(): Promise<string> {
  // One server for every test file of this process, started on first use and stopped when the process exits
  // (starting a cluster takes seconds; a database takes milliseconds).
  shared ??= startPostgres({ fsync: false })
  const server = await shared
  const name = `leads_${process.pid}_${++databaseCount}`
  const client = new pg.Client({ connectionString: server.url })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  return server.url.replace(/\/postgres$/, `/${name}`)
}
