// The folder rules of docs/architecture/folders.md, as data, and the check that every import keeps them.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

/**
 * Which top-level folders the source files of each folder may import, besides its own and npm packages. Tests
 * (under tests/, or named `*.test.ts(x)`) may import any folder: they check the code from the outside.
 */
export const folderRules: Record<string, readonly string[]> = {
  shared: [],
  // The site's content and its translations: the catalogs know the locales, the form messages are catalog messages.
  data: ['locales', 'shared'],
  locales: ['data', 'shared'],
  // assets/ holds no code: the flags and wordmarks that components draw inline (components/Flag, components/PartnerLogo).
  components: ['assets', 'data', 'locales', 'shared'],
  renderer: ['components', 'data', 'locales', 'shared'],
  pages: ['renderer', 'components', 'data', 'locales', 'shared'],
  server: ['data', 'locales', 'shared'],
  // The Vite plugins of the build and the dev server; `npm run dev` mounts the server's lead API (vite-plugins/devLeadApi.ts).
  'vite-plugins': ['server', 'data', 'locales', 'shared'],
  // Commands that are not build steps (`npm run content:check`, `content:translated`).
  scripts: ['vite-plugins', 'data', 'locales', 'shared'],
  // The content editor: Decap CMS configured for the content, its previews (the site's components) and save rules.
  cms: ['vite-plugins', 'components', 'data', 'locales', 'shared'],
  testbed: ['server', 'data', 'shared'],
  bench: ['testbed', 'server', 'data', 'locales', 'shared'],
  tests: ['*'],
  // The configuration files at the top (vite.config.ts…) assemble the build.
  '.': ['*'],
}

/** One source file: its path from the repository's root, and its text. */
export type SourceFile = { path: string; text: string }

/** An import that breaks the rules, as a line a person can act on. */
export type Violation = string

// Static imports and re-exports (types included), dynamic imports, and the globs that import whole folders.
const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]|import\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*['"]!?([^'"]+)['"]/gm

/** The specifiers a file imports from, relative ones as written. */
export function importSpecifiers(text: string): string[] {
  return [...text.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4]!)
}

const isTest = (path: string) => path.startsWith('tests/') || /\.test\.tsx?$/.test(path)
const topFolder = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '.')

/** Every import of `files` that leaves its folder for one the rules do not allow, and every folder without rules. */
export function folderViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = []
  for (const { path, text } of files) {
    const from = topFolder(path)
    const allowed = folderRules[from]
    if (!allowed) {
      violations.push(`${path}: the folder ${from}/ has no rule in tests/folderRules.ts`)
      continue
    }
    if (isTest(path) || allowed.includes('*')) continue
    for (const specifier of importSpecifiers(text)) {
      if (!specifier.startsWith('.')) continue
      const target = normalize(join(dirname(path), specifier))
      if (target.startsWith('..')) continue
      const to = topFolder(target)
      if (to !== from && !allowed.includes(to)) violations.push(`${path} imports '${specifier}': ${from}/ may not import ${to}/`)
    }
  }
  return violations
}

const skipped = new Set(['node_modules', 'dist', 'public', 'assets', 'docs'])

/** The TypeScript sources of the repository at `root`, leaving out dependencies, builds and hidden folders. */
export function repositorySources(root: string, dir = root): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name.startsWith('.') || skipped.has(entry.name) ? [] : repositorySources(root, full)
    if (!/\.(ts|tsx|mts)$/.test(entry.name) || entry.name.endsWith('.d.ts')) return []
    return [{ path: relative(root, full).split('\\').join('/'), text: readFileSync(full, 'utf8') }]
  })
}

/** The folders of the site's and the server's code, whose files the house keeps short. */
const shortFileFolders = ['components/', 'pages/', 'renderer/', 'server/']

/**
 * The files of the UI and the server longer than `maxLines` (tests aside): a file that long does more than one
 * thing, and the next engineer reads it whole to change a part.
 */
export function longFiles(sources: SourceFile[], maxLines = 250): string[] {
  return sources
    .filter(({ path }) => shortFileFolders.some((folder) => path.startsWith(folder)) && !/\.test\.tsx?$/.test(path))
    .map(({ path, text }) => ({ path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }))
    .filter(({ lines }) => lines > maxLines)
    .map(({ path, lines }) => `${path}: ${lines} lines, over ${maxLines}`)
}
