import { isAbsolute, relative, resolve } from 'node:path'

/**
 * Where the build goes: `TECTO_OUT_DIR` (`dist` by default), relative to the project or absolute, as the server reads
 * it (server/app.ts). `absolute` is for the build's own steps; Vite gets the folder relative to the project.
 *
 * The folder must be inside the project: vike prerenders by importing the server build, which finds its packages in
 * the project's node_modules, and vike takes an absolute path whose first folder differs from the project's
 * (`/tmp/…` for `/work/…`) for a relative one. Elsewhere the build would end in a missing manifest or package, so the
 * setting is refused before it starts.
 */
export function buildOutDir(setting: string | undefined, projectRoot: string) {
  const absolute = resolve(projectRoot, setting || 'dist')
  const forVite = relative(projectRoot, absolute)
  if (!forVite || forVite.startsWith('..') || isAbsolute(forVite)) {
    throw new Error(`TECTO_OUT_DIR=${setting}: the build must go into a folder inside the project (${projectRoot}), as a path relative to it or absolute.`)
  }
  return { absolute, forVite }
}
