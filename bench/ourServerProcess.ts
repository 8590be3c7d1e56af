// Child process of the benchmark: our server (buildApp, without the lead API) over a built site on
// 127.0.0.1 and a free port. It prints `{"url": …}` once listening and stops on SIGTERM, or when its
// parent goes away (stdin closes), so an interrupted bench leaves no server behind.
import { buildApp } from '../server/app'

const clientDir = process.argv[2]
if (!clientDir) throw new Error('usage: ourServerProcess.ts <clientDir>')

const app = await buildApp({ clientDir })
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
