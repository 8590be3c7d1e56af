import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** What the build reads (vite.config.ts and what it imports): a change to any of these makes `dist/client` stale. */
const buildInputs = [
  ...['pages', 'renderer', 'components', 'data', 'locales', 'public', 'assets', 'content', 'shared', 'vite-plugins', 'cms'],
  ...['package.json', 'package-lock.json', 'vite.config.ts', 'vite.plugins.ts', 'vite.cms.config.ts', 'vite-env.d.ts', 'tsconfig.json'],
  ...['lingui.config.ts', 'lingui.shipping.config.ts'],
]

/** The latest modification time (ms) of the files under `path`, 0 when it does not exist. */
function newestIn(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path, { withFileTypes: true }).reduce((newest, entry) => {
    // Tests sit next to the code but never reach the build.
    if (entry.name.startsWith('.') || (entry.isFile() && /\.test\.[jt]sx?$/.test(entry.name))) return newest
    return Math.max(newest, newestIn(join(path, entry.name)))
  }, stat.mtimeMs)
}

/** Whether `clientDir` is missing or older than a source: its `index.html` is written by every build. */
export function isBuildStale(root: string, clientDir: string): boolean {
  const marker = join(clientDir, 'index.html')
  return !existsSync(marker) || statSync(marker).mtimeMs < Math.max(...buildInputs.map((name) => newestIn(join(root, name))))
}

/** What `npm start` does about the build: nothing, build it, serve the older one it has, or stop. */
export type BuildDecision = 'fresh' | 'build' | 'serve-stale' | 'missing'

/** Whether the development dependencies the build needs are installed (not after `npm ci --omit=dev`). */
export function hasBuildTools(root: string): boolean {
  if (!existsSync(join(root, 'package.json'))) return false
  const { devDependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> }
  return Object.keys(devDependencies).every((name) => existsSync(join(root, 'node_modules', name, 'package.json')))
}

/** Decides whether to build before serving: only when the build is missing or stale and the tools are there. */
export function buildDecision(root: string, clientDir: string, tools = hasBuildTools(root)): BuildDecision {
  if (!isBuildStale(root, clientDir)) return 'fresh'
  if (tools) return 'build'
  return existsSync(join(clientDir, 'index.html')) ? 'serve-stale' : 'missing'
}
