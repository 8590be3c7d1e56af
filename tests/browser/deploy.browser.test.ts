// A deploy under load (deploy/release.sh, docs/operating/deploying.md): two server instances behind the nginx recipe,
// leads posted without pause, with and without the form's script, while the script switches to a new release and
// restarts the instances one at a time. Every post must be answered 201 or 303, and every one stored.
import { randomUUID } from 'node:crypto'
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { openSqliteLeadStore } from '../../server/leads/openLeadStore'
import { freePort } from '../../testbed/freePort'
import { onExit } from '../../testbed/onExit'
import { runCommand } from '../runCommand'
import { leadPost } from '../support/samplePosts'
import { type ProxyRequest, startNginxProxy, viaProxy } from '../support/nginxProxy'
import { tempDir } from '../support/tempDir'
import { waitFor } from '../support/waitFor'
import { projectRoot } from '../testBuild'
import { siteClientDir } from './harness'

const root = tempDir('deploy')
// nginx's workers read the releases as another user (www-data on Debian; nobody when started by root, as here).
chmodSync(root, 0o755)
const runDir = join(root, 'run')
mkdirSync(runDir)
const database = join(root, 'leads.sqlite')
const ports = new Set<number>()
while (ports.size < 4) ports.add(await freePort())
const [httpsPort, httpPort, ...serverPorts] = [...ports] as [number, number, number, number]
const origin = `https://127.0.0.1:${httpsPort}`

/**
 * A release as the pipeline ships one: the project's files, with the build in dist/ as a fresh copy (newer than every
 * source, so no instance builds), and a file that tells the releases apart.
 */
function release(name: string): string {
  const dir = join(root, 'releases', name)
  mkdirSync(dir, { recursive: true })
  for (const entry of readdirSync(projectRoot)) {
    if (!['dist', '.git', '.builds'].includes(entry)) symlinkSync(join(projectRoot, entry), join(dir, entry))
  }
  cpSync(dirname(siteClientDir()), join(dir, 'dist'), { recursive: true })
  writeFileSync(join(dir, 'dist', 'client', 'release.txt'), name)
  return dir
}

// The instances' settings, as /etc/tecto/env and deploy/tecto@.service give them; the restart stand-in reads the rest.
const env = {
  TECTO_ROOT: root,
  TECTO_PORTS: serverPorts.join(' '),
  TECTO_RESTART: `sh ${join(projectRoot, 'tests', 'support', 'restartInstance.sh')}`,
  TECTO_TEST_RUN_DIR: runDir,
  HOST: '127.0.0.1',
  TRUST_PROXY: '1',
  DATABASE_URL: `sqlite:${database}`,
  SMTP_URL: '',
  SITE_ORIGINS: origin,
  TECTO_OUT_DIR: 'dist',
  LEAD_RATE_LIMIT: '100000',
  LOG_LEVEL: 'warn',
}

/** The process ids of the running instances, by port. */
const instancePids = () => serverPorts.map((port) => readFileSync(join(runDir, `${port}.pid`), 'utf8').trim())

/** Stops every instance the stand-in started, waiting for each to end. */
async function stopInstances() {
  for (const port of serverPorts) {
    const pidFile = join(runDir, `${port}.pid`)
    if (!existsSync(pidFile)) continue
    const pid = Number(readFileSync(pidFile, 'utf8'))
    try {
      process.kill(pid, 'SIGTERM')
    } catch {}
  }
}
onExit(() => void stopInstances())

/** What the instances wrote (LOG_LEVEL=warn: their warnings and errors), for a failure's report. */
const instanceLogs = () =>
  serverPorts.map((port) => `${port}.log:\n${existsSync(join(runDir, `${port}.log`)) ? readFileSync(join(runDir, `${port}.log`), 'utf8') : ''}`).join('\n')

/** Whether the instance on `port` answers its health check. */
async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok
  } catch {
    return false
  }
}

// The first release, live, as the operator left it.
symlinkSync(release('r1'), join(root, 'current'))
for (const port of serverPorts) {
  await runCommand('sh', [env.TECTO_RESTART.split(' ')[1]!, `tecto@${port}`], { env })
  await waitFor(`instance ${port} to start`, () => healthy(port), 60_000, 200)
}
const proxy = await startNginxProxy({ clientDir: join(root, 'current', 'dist', 'client'), serverPorts: serverPorts as [number, number], httpsPort, httpPort })
test.after(async () => {
  await proxy.stop()
  await stopInstances()
})

type Sent = { email: string; status: number | string }
const sent: Sent[] = []
let posting = true

/** Posts leads one after another until told to stop: every other one as a form without the script posts it. */
async function poster(name: string) {
  for (let i = 0; posting; i++) {
    const email = `deploy-${name}-${i}@example.com`
    const lead = { ...leadPost, email, origin: `${origin}/es-es/contrate` }
    const asForm = i % 2 === 1
    const post: ProxyRequest = asForm
      ? { body: new URLSearchParams(lead).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : { body: JSON.stringify(lead), headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() } }
    try {
      sent.push({ email, status: (await viaProxy(proxy, '/api/mail/contact', { method: 'POST', ...post })).status })
    } catch (error) {
      sent.push({ email, status: String(error) })
    }
  }
}

test('a deploy under a load of lead posts refuses none and loses none', async () => {
  const pidsBefore = instancePids()
  const load = ['a', 'b', 'c'].map(poster)
  await waitFor('posts before the deploy', () => sent.length >= 10, 60_000)
  const sentBefore = sent.length
  const deploy = await runCommand('sh', [join(projectRoot, 'deploy', 'release.sh'), release('r2')], { env })
  const sentDuring = sent.length - sentBefore
  await waitFor('posts after the deploy', () => sent.length >= sentBefore + sentDuring + 10, 60_000)
  posting = false
  await Promise.all(load)
  assert.is(deploy.code, 0, deploy.output)
  assert.ok(sentDuring >= 10, `only ${sentDuring} posts while the deploy ran`)
  const refused = sent.filter(({ status }) => status !== 201 && status !== 303)
  assert.equal(refused, [], refused.length ? instanceLogs() : undefined)
  const store = await openSqliteLeadStore(database)
  try {
    const stored = new Set((await store.listLeads()).map((lead) => lead.email))
    assert.equal(
      sent.filter(({ email }) => !stored.has(email)).map(({ email }) => email),
      [],
    )
  } finally {
    await store.close()
  }
  assert.is(String((await viaProxy(proxy, '/release.txt')).body), 'r2')
  const pidsAfter = instancePids()
  assert.ok(
    pidsAfter.every((pid, i) => pid !== pidsBefore[i]),
    'both instances were restarted',
  )
})

test.run()
