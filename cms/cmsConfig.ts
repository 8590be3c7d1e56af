import { localeSegments } from '../data/locales.ts'
import { portugueseOnly } from '../data/pageLanguages.ts'
import { sourceLocale } from '../data/content/collection.ts'
import { type CollectionName, translatableFields } from '../data/content/translatableFields.ts'

// Decap's configuration, built in code so that the locales and translated fields come from the content code; every
// field the content schemas check has its widget here (cmsConfig.test.ts holds the two lists together).

/** A Decap field: its name, label and widget, and the options of that widget. */
export type CmsField = { name: string; label: string; widget: string; required?: boolean; hint?: string; [option: string]: unknown }

/** Where the editor saves: decap-server on this machine (`npm run cms`), or a git host (cms/gitBackend.ts). */
export type CmsBackend = { local: string } | { git: Record<string, unknown>; pullRequests: boolean; siteUrl?: string }

/** A field with its options; Decap's `required` defaults to true. */
const field = (name: string, label: string, widget: string, options: Partial<CmsField> = {}): CmsField => ({ name, label, widget, ...options })
const title = field('title', 'Title', 'string')
// Written as YYYY-MM-DD, the only form the content check accepts; a day, no time, so no time zone can move it.
const day = (name: string, label: string) =>
  field(name, label, 'datetime', { format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true })
// Uploaded into the entry's own folder (the collection's media_folder ''), referred to by its bare file name.
const picture = field('image', 'Picture', 'image', {
  choose_url: false,
  hint: 'JPG, PNG, WebP, AVIF or SVG, at least 1600 px wide for a photo: the site makes the smaller sizes.',
})
/** The Markdown body: rich text first; a text that needs Markdown's own syntax offers `raw` alone (rich text escapes it). */
const body = (label: string, hint?: string, modes = ['rich_text', 'raw']) => field('body', label, 'markdown', { modes, ...(hint && { hint }) })
/** A list of lines of text (a YAML list of strings), each shown as written, not folded under the word "Line". */
const lines = (name: string, label: string, min: number) => field(name, label, 'list', { min, field: field('line', 'Line', 'string'), collapsed: false })

/** Each collection's fields, in the order its files list them; `body` is the Markdown after the front matter. */
export const collectionFields = {
  news: [
    title,
    field('description', 'Summary', 'text', { hint: 'One or two sentences: under the headline, on the news cards and in search results.' }),
    day('date', 'Date'),
    field('kind', 'Kind', 'select', {
      options: [
        { label: "Tecto's own announcement", value: 'announcement' },
        { label: 'Press article, republished', value: 'press' },
      ],
      default: 'announcement',
    }),
    picture,
    field('imageAlt', 'Picture description (alt text)', 'string', {
      hint: 'What the picture shows, in one sentence, for people who cannot see it: screen readers and link previews read it. E.g. "A laptop playing a video lesson beside a graduation cap".',
    }),
    // Decap cannot show a field for one kind only: both are optional here, and the content check requires them for press.
    field('outlet', 'Outlet', 'string', { required: false, hint: 'Press articles only: the newspaper, magazine or site that first published it.' }),
    field('original', 'Original address', 'string', {
      required: false,
      hint: 'Press articles only: the address of the article where it was first published.',
      pattern: ['^https://\\S+$', 'Must be an https address, e.g. https://example.com/article'],
    }),
    field('draft', 'Draft', 'boolean', {
      required: false,
      hint: 'A draft shows in previews only, never on the live site. Keep an article that quotes or reports on a person or an event a draft until the company has confirmed it.',
    }),
    body('Article'),
  ],
  services: [
    { ...title, hint: "The page's title in search results and on the browser tab." },
    field('subtitle', 'Subtitle', 'text', { hint: "The sentence under the service's name." }),
    field('steps', 'Stages', 'list', {
      label_singular: 'stage',
      min: 3,
      max: 3,
      summary: '{{fields.title}}',
      hint: 'Exactly three: discovery, delivery, support.',
      fields: [title, field('text', 'Text', 'text')],
    }),
    lines('deliverables', 'What the client gets', 3),
    lines('idealFor', 'Ideal for', 2),
    body('What Tecto does', 'May state {{networkSize}} (the size of the talent network) and {{matchBusinessDays}} (days to a first candidate).'),
  ],
  'ia-noticia': [
    { ...title, hint: "The portal's original title." },
    day('date', "The portal's date"),
    picture,
    field('relevance', 'Relevance', 'string', { pattern: ['^(10|\\d)-(10|\\d)$', 'Two scores from 0 to 10, the lower first, e.g. 8-10'] }),
    { ...lines('tags', 'Tags', 1), required: false },
    field('generatedTitle', "IA Notícia's title", 'string'),
    field('generatedSummary', "IA Notícia's summary", 'text'),
    body("The portal's text"),
  ],
  legal: [
    title,
    field('intro', 'Introduction', 'text'),
    day('updated', 'Last updated'),
    // Markdown alone: each section title carries its anchor, which the rich-text mode would keep as plain text.
    body(
      'Text',
      'Markdown. Every "## " section title ends with its anchor, e.g. ## Cookies {#cookies}. {{privacyContact}}, {{controller}}, {{leadRetention}}, {{backupRetention}}, {{fields:contact}} and {{fields:lead}} are filled in by the site.',
      ['raw'],
    ),
  ],
} satisfies Record<CollectionName, CmsField[]>

/** A collection: a folder per entry, its files `index.<locale>.md` and its pictures beside them. */
const folderCollection = (name: CollectionName, label: string, singular: string, create: boolean) => ({
  name,
  label,
  label_singular: singular,
  folder: `content/${name}`,
  path: '{{slug}}/index',
  media_folder: '',
  public_folder: '',
  extension: 'md',
  format: 'frontmatter',
  i18n: true,
  create,
  delete: create,
  // Each field written per locale (translated), or copied from the Portuguese file.
  fields: collectionFields[name].map((field: CmsField) => ({
    ...field,
    i18n: field.name === 'body' || (translatableFields[name] as readonly string[]).includes(field.name) ? true : 'duplicate',
  })),
})

// Newest first, as the site lists them.
const byDate = { summary: '{{title}} · {{date}}', sortable_fields: [{ field: 'date', label: 'Date', default_sort: 'desc' }, 'title'] }

/** The collections as the editor shows them: news first, the texts a marketer changes most. */
const collections = [
  { ...folderCollection('news', 'News', 'Article', true), ...byDate },
  // One page per service of the site's service list: the editor changes their text, never adds or removes one.
  folderCollection('services', 'Service pages', 'Service page', false),
  folderCollection('legal', 'Legal texts', 'Legal text', false),
  {
    // Portuguese only (a Brazilian portal's pieces), its one file still named for its language (i18n, not a dotted path).
    ...folderCollection('ia-noticia', 'IA Notícia (demo)', 'IA Notícia article', true),
    ...byDate,
    i18n: { locales: [...portugueseOnly.locales] },
    fields: collectionFields['ia-noticia'],
  },
]

/** Decap's whole configuration, saving through `backend`. */
export function cmsConfig(backend: CmsBackend) {
  const where =
    'local' in backend
      ? // The git host entry is required by Decap but unused: with local_backend answering, it saves through decap-server.
        { backend: { name: 'git-gateway' }, local_backend: { url: backend.local } }
      : {
          backend: backend.git,
          ...(backend.pullRequests && { publish_mode: 'editorial_workflow' }),
          ...(backend.siteUrl && { site_url: backend.siteUrl, display_url: backend.siteUrl }),
        }
  return {
    load_config_file: false,
    ...where,
    // Required by Decap; every collection overrides it with the entry's own folder.
    media_folder: 'content',
    // Plain ASCII addresses: "Tecto lança" becomes tecto-lanca.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // The source first: the editor opens an entry in Portuguese, and each translation beside it.
    i18n: { structure: 'multiple_files', locales: [sourceLocale, ...localeSegments.filter((locale) => locale !== sourceLocale)], default_locale: sourceLocale },
    collections,
  }
}
