import MarkdownIt from 'markdown-it'
import markdownItAttrs from 'markdown-it-attrs'

// Raw HTML is off: a content file cannot inject scripts or styles. A heading may name its anchor, `## Cookies {#cookies}`, so
// links survive translation. The build and the editor's preview render with it alike.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(markdownItAttrs, { allowedAttributes: ['id'] })

export const renderMarkdown = (body: string): string => markdown.render(body)
