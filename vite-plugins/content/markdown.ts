import MarkdownIt from 'markdown-it'
import markdownItAttrs from 'markdown-it-attrs'

// Raw HTML in Markdown is off: an editor's file cannot inject scripts or styles into the page. A heading may name its
// anchor, `## Cookies {#cookies}` (as Hugo writes it), so links into a long text survive its translation; no other
// attribute is taken. The build renders the pages with it, and the content editor its preview, so both agree.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(markdownItAttrs, { allowedAttributes: ['id'] })

export const renderMarkdown = (body: string): string => markdown.render(body)
