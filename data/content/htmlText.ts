// The plain text of rendered HTML, for excerpts, feeds and tests: markdown-it escapes &, <, > and " in text, escapeHtml also '.

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/** The text of a piece of rendered HTML: its tags dropped, its escaped characters restored. */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!)
}

export function paragraphTexts(html: string): string[] {
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => htmlText(match[1]!).trim())
}
