import { spawn, type ChildProcess } from 'node:child_process'
import { join, resolve } from 'node:path'
import { Agent } from 'node:http'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { httpGet, httpPost } from '../../tests/support/httpPost'
import { withSolution } from '../../tests/support/solvedChallenge'
import { tempDir } from '../../tests/support/tempDir'
import { openSqliteLeadStore } from '../leads/openLeadStore'

const serverScript = resolve('tests/support/sqliteLeadServer.ts')

/** Starts the lead server in its own process (node --import tsx, so the kill hits the server itself). */
function startServer(file: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript, file], { stdio: ['ignore', 'pipe', 'pipe'] })
  return new Promise((done, fail) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error(`lead server did not start:\n${output}`)), 20_000)
    child.stdout!.on('data', (chunk) => {
      output += chunk
      const port = /listening (\d+)/.exec(output)?.[1]
      if (port) {
        clearTimeout(timer)
        done({ child, port: Number(port) })
      }
    })
    child.stderr!.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => fail(new Error(`lead server exited (${code}):\n${output}`)))
  })
}

test('a server killed with SIGKILL right after its 201s still has every lead it answered for', async () => {
  const file = join(tempDir('crash'), 'leads.sqlite')
  const { child, port } = await startServer(file)
  const exited = new Promise((done) => child.on('exit', done))
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  const accepted: string[] = []
  let killed = false
  // Each post with its solved challenge, as the form sends it, ready before the first goes out.
  const challengeOf = async () => JSON.parse((await httpGet(`http://127.0.0.1:${port}/api/challenge?form=lead`)).body)
  const bodies = await Promise.all(
    Array.from({ length: 40 }, async (_, i) =>
      JSON.stringify(
        await withSolution(
          { name: `Lead ${i}`, email: `lead${i}@empresa.com.br`, phone: '(11) 98765-4321', state: 'SP', origin: '/pt-br/contrate' },
          challengeOf,
        ),
      ),
    ),
  )
  // Many posts in flight; the first 201 triggers the kill, so some are cut off mid-request.
  const posts = bodies.map(async (body) => {
    try {
      const res = await httpPost(`http://127.0.0.1:${port}/api/mail/contact`, body, { 'content-type': 'application/json' }, agent)
      if (res.status !== 201) throw new Error(`unexpected ${res.status}: ${res.body}`)
      accepted.push(JSON.parse(res.body).id)
      if (!killed && accepted.length >= 3) {
        killed = true
        child.kill('SIGKILL')
      }
    } catch (error) {
      // A request cut off by the kill got no 201, so nothing was promised for it.
      if (!killed) throw error
    }
  })
  await Promise.all(posts)
  if (!killed) child.kill('SIGKILL')
  await exited
  agent.destroy()
  assert.is(child.signalCode, 'SIGKILL')
  assert.ok(accepted.length >= 3)

  const reopened = await openSqliteLeadStore(file)
  const stored = await reopened.listLeads()
  await reopened.close()
  const storedIds = new Set(stored.map((lead) => lead.id))
  assert.equal(
    accepted.filter((id) => !storedIds.has(id)),
    [],
    'every lead answered 201 is in the store',
  )
  assert.ok(
    stored.every((lead) => lead.mail?.status === 'pending'),
    'each with its notification waiting',
  )
})

test.run()
