// `npm start`: builds the site when needed, then serves it until SIGTERM or SIGINT.
import { fileURLToPath } from 'node:url'
import { buildApp, defaultClientDir } from './app'
import { buildDecision } from './buildIfStale'
import { closeGracefully } from './closeGracefully'
import { openLeadCapture } from './leadCapture'
import { runBuild } from './runBuild'
import { readSettings, type ServerSettings } from './settings'

const root = fileURLToPath(new URL('..', import.meta.url))
// The last resort, should closing the store or an outbox worker hang.
const shutdownTimeout = 10_000

// Before the build: a mistaken setting should stop the server at once, with its reason and no stack trace.
let settings: ServerSettings
try {
  settings = readSettings()
} catch (error) {
  console.error(`Not starting: ${(error as Error).message}`)
  process.exit(1)
}
const clientDir = defaultClientDir(root, settings.outDir)
const { port, host } = settings

switch (buildDecision(root, clientDir)) {
  case 'fresh':
    console.log(`site: ${clientDir}`)
    break
  case 'build': {
    // Two lines of log, the build's own output shown only when it fails; a signal stops the build and the start.
    const build = runBuild(root, { clientDir })
    let stoppedBy: string | undefined
    const stop = (signal: NodeJS.Signals) => {
      stoppedBy = signal
      build.stop()
    }
    process.once('SIGTERM', stop).once('SIGINT', stop)
    // Said once the build's process exists and a signal would stop it, so whoever reads the log can act on it.
    console.log(`Building the site into ${clientDir} (missing or older than the sources)…`)
    const run = await build.done
    process.off('SIGTERM', stop).off('SIGINT', stop)
    if (stoppedBy) {
      console.log(`${stoppedBy} during the build: build stopped, not starting.`)
      process.exit(0)
    }
    if (!run.ok) {
      console.error(run.output.trimEnd())
      console.error(`Not starting: the build failed (${run.end}); its output is above.`)
      process.exit(1)
    }
    console.log(`site: ${clientDir}, built in ${Math.round(run.seconds)} s`)
    break
  }
  case 'serve-stale':
    console.warn(
      `The build in ${clientDir} is older than the sources, and the build tools (dev dependencies) are not installed: serving it as it is. Run \`npm run build\` where they are to update it.`,
    )
    break
  case 'missing':
    console.error(
      `Not starting: there is no build in ${clientDir}, and the build tools (dev dependencies) are not installed. Run \`npm ci && npm run build\` first.`,
    )
    process.exit(1)
}

const leadCapture = await openLeadCapture(settings)
const githubSignIn = settings.githubSignIn && { ...settings.githubSignIn, prefix: settings.apiBase, siteOrigins: settings.siteOrigins }
const app = await buildApp({ clientDir, leadCapture, githubSignIn, trustProxy: settings.trustProxy, logger: { level: settings.logLevel } })
app.addHook('onClose', async () => {
  app.log.info('shutdown: stopping the outbox workers and closing the lead store')
  await leadCapture.close()
  app.log.info('shutdown: outbox workers stopped, lead store closed')
})
app.log.info(leadCapture.mailStatus)
if (leadCapture.webhookStatus) app.log.info(leadCapture.webhookStatus)

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    // A second signal means "now".
    if (stopping) process.exit(1)
    stopping = true
    app.log.info({ signal }, 'shutting down')
    setTimeout(() => {
      app.log.error(`shutdown: not done after ${shutdownTimeout} ms, exiting`)
      process.exit(1)
    }, shutdownTimeout).unref()
    closeGracefully(app).then(
      () => {
        app.log.info('shutdown: done')
        process.exit(0)
      },
      (error) => {
        app.log.error(error, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}

try {
  await app.listen({ port, host })
} catch (error) {
  app.log.error(error)
  process.exit(1)
}
