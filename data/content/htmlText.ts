// The plain text of a rendered Markdown body, for excerpts and tests; markdown-it escapes only &, <, > and " in text.

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' }

/** The text of a piece of rendered HTML: its tags dropped, its escaped characters restored. */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot);/g, (entity) => entities[entity]!)
}

export function paragraphTexts(html: string): string[] {
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => htmlText(match[1]!).trim())
}
