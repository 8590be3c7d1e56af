import { newsTranslatableFields } from '../../data/content/newsTranslatableFields'

// The content editor's (Decap CMS) configuration, built here rather than in a config.yml so that the list of
// locales and which fields a translator changes come from the content code itself (docs/content/README.md).

/** The locales as the content files name them, Portuguese first: it is the source every translation is made from. */
export const cmsLocales = ['pt-br', 'en-us', 'es-es'] as const

/** A field the translator rewrites per locale, or one copied from the Portuguese file. */
const i18nOf = (name: string) => ((newsTranslatableFields as readonly string[]).includes(name) ? true : 'duplicate')

/** The news articles' front matter, field by field as data/content/newsCollection.ts checks it. */
const newsFields = [
  { name: 'title', label: 'Title', widget: 'string' },
  { name: 'description', label: 'Description', widget: 'text' },
  // Written as YYYY-MM-DD, the only form the content check accepts; no time of day.
  { name: 'date', label: 'Date', widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false },
  // Uploaded into the article's own folder (the collection's media_folder ''), referred to by its bare file name.
  { name: 'image', label: 'Picture', widget: 'image', choose_url: false },
  {
    name: 'kind',
    label: 'Kind',
    widget: 'select',
    options: [
      { label: "Tecto's announcement", value: 'announcement' },
      { label: 'Press article republished', value: 'press' },
    ],
    default: 'announcement',
  },
  // Decap has no field shown only for one kind: both are optional here and the content check requires them for press.
  { name: 'outlet', label: 'Outlet (press only)', widget: 'string', required: false },
  { name: 'original', label: 'Original address, https (press only)', widget: 'string', required: false, pattern: ['^https://', 'must be an https address'] },
  { name: 'body', label: 'Article', widget: 'markdown' },
].map((field) => ({ ...field, i18n: i18nOf(field.name) }))

/** Decap's configuration for the working copy, its local backend listening at `localBackendUrl`. */
export const cmsConfig = (localBackendUrl: string) => ({
  load_config_file: false,
  // Replaced by a git host's backend in production (docs/content/editor.md); locally decap-server answers instead.
  backend: { name: 'git-gateway', branch: 'main' },
  local_backend: { url: localBackendUrl },
  // Required by Decap; every collection overrides it with the entry's own folder.
  media_folder: 'content',
  i18n: { structure: 'multiple_files', locales: [...cmsLocales], default_locale: 'pt-br' },
  collections: [
    {
      name: 'news',
      label: 'News',
      label_singular: 'Article',
      folder: 'content/news',
      path: '{{slug}}/index',
      media_folder: '',
      public_folder: '',
      create: true,
      extension: 'md',
      format: 'frontmatter',
      i18n: true,
      summary: '{{title}} ({{date}})',
      sortable_fields: ['date', 'title'],
      fields: newsFields,
    },
  ],
})
