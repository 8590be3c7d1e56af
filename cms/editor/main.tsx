import type { I18n } from '@lingui/core'
import { translatableFields } from '../../data/content/translatableFields'
import { localeSegments, type Locale } from '../../data/locales'
import { createI18n } from '../../locales/i18n'
import '../../components/theme/fonts'
import '../../components/theme/global.css'
import { decap } from './decap'
import { withLiveThumbnail } from './liveThumbnail'
import { newsPreview } from './NewsPreview'
import { filesToSave } from './savedFiles'
import { withTranslationNotice } from './translationNotice'

// The content editor's own script, run after Decap's bundle: the site's look for the previews, the rules that make
// what Decap saves read like a hand-written content file (savedFiles.ts), then Decap itself, with the configuration
// the page carries (cms/adminPage.ts).

const { CMS } = decap()
const config = JSON.parse(document.getElementById('cms-config')!.textContent!)
const sourceLocale: string = config.i18n.default_locale

// The backend Decap saves through (decap-server's file API locally, which Decap calls `proxy`; the git host in
// production) passes its files through filesToSave first. Decap's registry refuses a second backend of the same name,
// so the registered one is wrapped.
const registered = CMS.getBackend(config.local_backend ? 'proxy' : config.backend.name)
if (registered) {
  const init = registered.init
  registered.init = (...args) => {
    const backend = init(...args)
    const persist = backend.persistEntry.bind(backend)
    // A file not saved yet: rejected by a git host, answered without data by decap-server.
    const readSaved = (path: string) =>
      backend.getEntry(path).then(
        (file) => (typeof file?.data === 'string' ? file.data : undefined),
        () => undefined,
      )
    backend.persistEntry = async (entry, options) => persist({ ...entry, dataFiles: await filesToSave(entry.dataFiles, readSaved, sourceLocale) }, options)
    return backend
  }
}

// The site's stylesheet for this script (fonts, theme, the article's components), built beside it.
CMS.registerPreviewStyle(new URL(/* @vite-ignore */ 'editor.css', import.meta.url).href)
const i18ns = Object.fromEntries(await Promise.all(localeSegments.map(async (locale) => [locale, await createI18n(locale)]))) as Record<Locale, I18n>
// A translation's preview says when the Portuguese changed since it was made, and what (translationNotice.ts).
const sources = JSON.parse(document.getElementById('cms-sources')!.textContent!)
const withNotice = (collection: 'news' | 'services' | 'legal', template?: unknown) =>
  CMS.registerPreviewTemplate(collection, withTranslationNotice(template, translatableFields[collection], sources, sourceLocale, decap()))
withNotice('news', newsPreview(i18ns))
withNotice('services')
withNotice('legal')
// The "Picture" field's thumbnail shows an entry's saved picture once it has loaded (liveThumbnail.ts). Registered
// under Decap's own name, which replaces its image widget and keeps its preview and options.
const image = CMS.getWidget('image')
if (image) CMS.registerWidget('image', withLiveThumbnail(image.control, decap()), image.preview, image.schema)
CMS.init({ config })
