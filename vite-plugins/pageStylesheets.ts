import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import postcss, { type AtRule, type Root, type Rule } from 'postcss'
import { afterPrerender } from './afterPrerender.ts'
import { scriptLinks, scriptsReachable } from './scriptsInUse.ts'
import { listFiles } from '../shared/listFiles.ts'

/**
 * The class names a selector needs on the page to match anything. Those inside a functional pseudo-class (`:not(.x)`
 * matches without `.x`, `:is(.a, .b)` needs only one) and attribute selectors are left out: when in doubt a rule stays.
 */
export function requiredClasses(selector: string): string[] {
  let outer = selector.replace(/\[[^\]]*\]/g, '')
  for (let previous = ''; previous !== outer; ) {
    previous = outer
    outer = outer.replace(/:[\w-]+\([^()]*\)/g, '')
  }
  return [...outer.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!)
}

/** Whether a rule sits in @keyframes: its selectors are steps (`from`, `50%`), never pruned. */
const inKeyframes = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)

/**
 * The stylesheet cut to the rules that can match on a page whose HTML and scripts hold the words `words`: a rule goes
 * when one of the classes its selector needs is in neither, since nothing on the page, now or after a script runs
 * (an island's open menu, a form's errors), can then carry it. Rules without classes (the global styles, @font-face,
 * keyframes) stay; an at-rule left empty goes.
 */
export function pruneStylesheet(stylesheet: Root, words: ReadonlySet<string>): string {
  const root = stylesheet.clone()
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return
    const kept = rule.selectors.filter((selector) => requiredClasses(selector).every((name) => words.has(name)))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  for (let emptied = true; emptied; ) {
    emptied = false
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove()
        emptied = true
      }
    })
  }
  return root.toString()
}

/**
 * A stylesheet parsed once, with the classes each of its selectors needs: pages that keep the same selectors (most
 * pages of a kind) get the pruned text cut once, which keeps this step a fraction of a second for the whole site.
 */
function prunable(css: string) {
  const root = postcss.parse(css)
  const selectorClasses: string[][] = []
  root.walkRules((rule) => {
    if (!inKeyframes(rule)) for (const selector of rule.selectors) selectorClasses.push(requiredClasses(selector))
  })
  const pruned = new Map<string, string>()
  return (words: ReadonlySet<string>) => {
    const kept = selectorClasses.map((classes) => (classes.every((name) => words.has(name)) ? '1' : '0')).join('')
    if (!pruned.has(kept)) pruned.set(kept, pruneStylesheet(root, words))
    return pruned.get(kept)!
  }
}

/** Every word (letters, digits, `_`, `-`) of a text: the class names a page or a script can put on an element. */
const wordsOf = (text: string) => text.match(/[\w-]+/g) ?? []

const stylesheetLink = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g

/**
 * Gives each page a stylesheet of its own, cut from the site's one (vite-plugins/siteStylesheet.ts) to the rules its HTML and
 * the scripts it may load can use: a first paint then waits for about a third of the bytes. Pages that keep the same
 * rules (the pages of one kind, in the three languages) share one file, named by its content's hash, so a visitor
 * moving between them downloads it once. The site's whole stylesheet stays: the lead server's form pages, rendered
 * again to answer a refused post (server/routes/formReplyPage.ts), link it. Runs before precompress.ts.
 */
export function splitPageStylesheets(clientDir: string) {
  const files = listFiles(clientDir)
  const pages = files.filter((file) => file.endsWith('.html'))
  const links = scriptLinks(clientDir, files)
  const scriptWords = new Map<string, string[]>()
  const wordsOfScript = (script: string) => {
    if (!scriptWords.has(script)) scriptWords.set(script, wordsOf(readFileSync(join(clientDir, script), 'utf8')))
    return scriptWords.get(script)!
  }
  const stylesheets = new Map<string, ReturnType<typeof prunable>>()
  const written = new Set<string>()
  for (const page of pages) {
    const path = join(clientDir, page)
    const html = readFileSync(path, 'utf8')
    const sheets = [...html.matchAll(stylesheetLink)].map(([, href]) => href!).filter((href) => files.includes(href))
    if (sheets.length === 0) continue
    const words = new Set(wordsOf(html))
    for (const script of scriptsReachable(links, [page])) for (const word of wordsOfScript(script)) words.add(word)
    let rewritten = html
    for (const sheet of sheets) {
      if (!stylesheets.has(sheet)) stylesheets.set(sheet, prunable(readFileSync(join(clientDir, sheet), 'utf8')))
      const css = stylesheets.get(sheet)!(words)
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8)
      const own = join(dirname(sheet), `page.${hash}.css`)
      if (!written.has(own)) writeFileSync(join(clientDir, own), css)
      written.add(own)
      rewritten = rewritten.replace(`href="/${sheet}"`, `href="/${own}"`)
    }
    writeFileSync(path, rewritten)
  }
  return [...written]
}

/** After the pages and the static 404 page are written, before the island preloads and the precompression. */
export const pageStylesheets = (outDir: string) => afterPrerender('page-stylesheets', outDir, splitPageStylesheets)
