import * as v from 'valibot'
import type { ContentFile, ContentFiles } from './contentFile'
import { readCollection } from './collection'
import { isoDate, sourceHashField, text } from './fields'
import { completeLocales } from '../locales'
import { policyPlaceholders } from '../privacyPlaceholders'

// content/legal: the legal team's texts (docs/content/README.md): each `## Title {#anchor}` a section, `{{…}}` what only the site knows.

export const legalSchema = v.strictObject({ title: text(), intro: text(), updated: isoDate(), ...sourceHashField })

/** The section anchors other pages link to (the footer to #security, the consent button lives in #cookies). */
export const linkedAnchors = ['cookies', 'security'] as const

/** The rendered body's problems: sections without anchors, and anchors others link to missing. */
export function legalBodyProblems(file: ContentFile): { field?: string; problem: string }[] {
  const problems: { field?: string; problem: string }[] = []
  const headings = [...file.html.matchAll(/<h2( id="([^"]*)")?>/g)]
  if (headings.some(([, id]) => !id)) problems.push({ problem: 'every "## " section title needs its anchor, e.g. ## Cookies {#cookies}' })
  const anchors = headings.map(([, , id]) => id)
  for (const anchor of linkedAnchors)
    if (!anchors.includes(anchor)) problems.push({ problem: `no section has the anchor {#${anchor}}, which the site links to` })
  return problems
}

/** The legal texts, checked: every one in every language. */
export const legalCollection = readCollection({
  name: 'legal',
  files: import.meta.glob<ContentFiles[string]>('/content/legal/*/index.*.md', { eager: true, import: 'default' }),
  schema: legalSchema,
  // Every complete language (data/content/everyLanguage.ts); a preview of an incomplete one shows the Portuguese.
  requiredLocales: completeLocales,
  placeholders: policyPlaceholders,
  checkFile: legalBodyProblems,
})
