// Child process of the benchmark: our server (buildApp) over a built site on 127.0.0.1 and a free
// port, with the lead API over DATABASE_URL's store when that is set (no rate limit, no mail worker).
// It prints `{"url": …}` once listening and stops on SIGTERM, or when its parent goes away (stdin
// closes), so an interrupted bench leaves no server behind.
import { buildApp } from '../server/app'
import type { LeadCapture } from '../server/leadCapture'
import { openLeadStore } from '../server/leads/openLeadStore'
import { readSettings } from '../server/settings'

const clientDir = process.argv[2]
if (!clientDir) throw new Error('usage: ourServerProcess.ts <clientDir>')

/** The lead API as the server has it, less the limit and the mails a benchmark must not hit. */
async function benchLeadCapture(): Promise<LeadCapture> {
  const store = await openLeadStore(readSettings().database)
  const routes = { prefix: '/api', store, rateLimit: { max: Number.MAX_SAFE_INTEGER } }
  return { store, routes, mailStatus: '', webhookStatus: null, close: () => store.close() }
}

const leadCapture = process.env.DATABASE_URL ? await benchLeadCapture() : undefined
const app = await buildApp({ clientDir, leadCapture })
if (leadCapture) app.addHook('onClose', () => leadCapture.close())
const url = await app.listen({ host: '127.0.0.1', port: 0 })
console.log(JSON.stringify({ url }))

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  app.close().finally(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.stdin.on('end', stop)
process.stdin.resume()
