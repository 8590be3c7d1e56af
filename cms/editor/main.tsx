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
import { splitFrontMatter } from '../../vite-plugins/content/frontMatter'
import { withTranslationNotice } from './translationNotice'

// The editor's own script, run after Decap's bundle: previews in the site's look, saving through savedFiles.ts, then
// Decap itself with the page's configuration (cms/adminPage.ts).

const { CMS } = decap()
const config = JSON.parse(document.getElementById('cms-config')!.textContent!)
const sourceLocale: string = config.i18n.default_locale
// GitHub sign-in through the lead server on this page's own origin (cms/gitBackend.ts): that origin is Decap's base_url.
if (config.backend.auth_endpoint && !config.backend.base_url) config.backend.base_url = location.origin

// The backend Decap saves through (`proxy` locally, the git host on the site) passes its files through filesToSave:
// wrapped, since Decap's registry refuses a second backend of the same name.
const registered = CMS.getBackend(config.local_backend ? 'proxy' : config.backend.name)
let readSaved = async (_path: string): Promise<string | undefined> => undefined
// The revision each saved translation records (null: none; Decap's entry data leaves `sourceHash` out), read again
// after a save; undefined for a translation not saved yet.
const recorded = new Map<string, Promise<unknown>>()
if (registered) {
  const init = registered.init
  registered.init = (...args) => {
    const backend = init(...args)
    const persist = backend.persistEntry.bind(backend)
    // A file not saved yet: rejected by a git host, answered without data by decap-server.
    readSaved = (path: string) =>
      backend.getEntry(path).then(
        (file) => (typeof file?.data === 'string' ? file.data : undefined),
        () => undefined,
      )
    backend.persistEntry = async (entry, options) => {
      const saved = await persist({ ...entry, dataFiles: await filesToSave(entry.dataFiles, readSaved, sourceLocale) }, options)
      recorded.clear()
      return saved
    }
    return backend
  }
}
const readRevision = (path: string) =>
  readSaved(path).then((raw) => raw && ((splitFrontMatter(raw).frontMatter as { sourceHash?: unknown }).sourceHash ?? null))
const recordedRevision = (path: string) => recorded.get(path) ?? recorded.set(path, readRevision(path)).get(path)!

// The site's stylesheet for this script (fonts, theme, the article's components), built beside it.
CMS.registerPreviewStyle(new URL(/* @vite-ignore */ 'editor.css', import.meta.url).href)
const i18ns = Object.fromEntries(await Promise.all(localeSegments.map(async (locale) => [locale, await createI18n(locale)]))) as Record<Locale, I18n>
// A translation's preview says when the Portuguese changed since it was made, and what (translationNotice.ts).
const sources = JSON.parse(document.getElementById('cms-sources')!.textContent!)
const withNotice = (collection: 'news' | 'services' | 'legal', template?: unknown) =>
  CMS.registerPreviewTemplate(collection, withTranslationNotice(template, translatableFields[collection], { sources, sourceLocale, recordedRevision }, decap()))
withNotice('news', newsPreview(i18ns))
withNotice('services')
withNotice('legal')
// Under Decap's own name, replacing its image widget: the thumbnail shows a picture once loaded (liveThumbnail.ts).
const image = CMS.getWidget('image')
if (image) CMS.registerWidget('image', withLiveThumbnail(image.control, decap()), image.preview, image.schema)
CMS.init({ config })
