// A lead server in a process of its own, for the crash test (server/routes/leadDurability.test.ts):
// `node --import tsx tests/support/sqliteLeadServer.ts <sqlite file>` prints `listening <port>`.
import Fastify from 'fastify'
import { openSqliteLeadStore } from '../../server/leads/openLeadStore'
import { minimumFillMs } from '../../server/botDefence/formChallenge'
import { leadRoutes } from '../../server/routes/leadRoutes'
import { easyWork } from './solvedChallenge'

const file = process.argv[2]
if (!file) throw new Error('usage: sqliteLeadServer.ts <sqlite file>')
const app = Fastify()
// Challenges that take no time to solve, and a clock on which each reading comes a person's typing time after the one
// before: a post may follow its challenge at once.
let time = Date.now()
const botDefence = { work: easyWork, now: () => new Date((time = Math.max(time + minimumFillMs, Date.now()))) }
await app.register(leadRoutes, { prefix: '/api', store: await openSqliteLeadStore(file), rateLimit: { max: 1_000_000 }, botDefence })
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`)
