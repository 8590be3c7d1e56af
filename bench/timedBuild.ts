// The production build the benchmark measures, in its private folder, timed from start to finish.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { runBuild } from '../server/runBuild'

/** How long the build took. */
export type BuildTime = { seconds: number }

/**
 * Production settings without tracking ids (no tag manager, no pixel) and without the domain
 * redirects, which would send the pages on 127.0.0.1 away to the public hosts.
 */
const benchBuildEnv = {
  NODE_ENV: 'production',
  VITE_GTM_IDS: '',
  VITE_META_PIXEL_ID: '',
  VITE_BR_HOST: '',
  VITE_INTL_HOST: '',
}

/** Builds the site into `root/outDir` with `vike build`; its output is shown only when it fails. */
export async function timedBuild(root: string, outDir: string): Promise<BuildTime> {
  // A clean folder: what the build time measures is a build from nothing but node_modules.
  rmSync(join(root, outDir), { recursive: true, force: true })
  const build = await runBuild(root, { env: { ...process.env, ...benchBuildEnv, TECTO_OUT_DIR: outDir } }).done
  if (!build.ok) throw new Error(`vike build failed (${build.end}):\n${build.output}`)
  return { seconds: build.seconds }
}
