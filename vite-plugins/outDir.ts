import { isAbsolute, relative, resolve } from 'node:path'

/**
 * Where the build goes: `TECTO_OUT_DIR` (`dist` by default), as the server reads it (server/app.ts). It must be inside
 * the project: vike prerenders by importing the server build, which finds its packages in the project's node_modules.
 */
export function buildOutDir(setting: string | undefined, projectRoot: string) {
  const absolute = resolve(projectRoot, setting || 'dist')
  const forVite = relative(projectRoot, absolute)
  if (!forVite || forVite.startsWith('..') || isAbsolute(forVite)) {
    throw new Error(`TECTO_OUT_DIR=${setting}: the build must go into a folder inside the project (${projectRoot}), as a path relative to it or absolute.`)
  }
  return { absolute, forVite }
}
