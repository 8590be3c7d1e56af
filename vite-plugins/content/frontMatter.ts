import { parse as parseYaml } from 'yaml'

// YAML front matter between two `---` lines, then Markdown (docs/content/README.md); nothing Node-only, as the editor reads it too.

/** A content file: its front matter's YAML between two `---` lines, then its Markdown body. */
export const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

/** Splits `---\nyaml\n---\nbody` into its front matter (as parsed) and its Markdown body. */
export function splitFrontMatter(source: string): { frontMatter: unknown; body: string; yamlError?: string } {
  const match = frontMatterPattern.exec(source)
  if (!match) return { frontMatter: {}, body: source, yamlError: 'the file does not start with front matter between two "---" lines' }
  try {
    // No aliases (`&a` … `*a`): one may refer to itself or repeat a value a billion times; the library refuses them all.
    return { frontMatter: parseYaml(match[1]!, { maxAliasCount: 0 }) ?? {}, body: match[2]! }
  } catch (error) {
    const yamlError = error instanceof ReferenceError ? 'an alias (*name) repeats another value: write the value out instead' : (error as Error).message
    return { frontMatter: {}, body: match[2]!, yamlError: yamlError.split('\n')[0]! }
  }
}
