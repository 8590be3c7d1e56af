import { isAbsolute, relative, resolve } from 'node:path'

/** Where the build goes: `TECTO_OUT_DIR` (`dist`), inside the project, where the server build finds its packages when vike prerenders. */
export function buildOutDir(setting: string | undefined, projectRoot: string) {
  const absolute = resolve(projectRoot, setting || 'dist')
  const forVite = relative(projectRoot, absolute)
  if (!forVite || forVite.startsWith('..') || isAbsolute(forVite)) {
    throw new Error(`TECTO_OUT_DIR=${setting}: the build must go into a folder inside the project (${projectRoot}), as a path relative to it or absolute.`)
  }
  return { absolute, forVite }
}
