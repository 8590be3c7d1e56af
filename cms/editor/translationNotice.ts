import { revisionText } from '../../data/content/revisionText'
import type { SourceTexts } from '../sourceTexts'
import type { ImmutableMap, ReactOf } from './decap'
import { revisionOf } from './savedFiles'
import { translationNotice } from './translationNotice.css'

// What `npm run check` will say of a translation, shown above its preview before a Publish (docs/content/editor.md):
// a translation whose recorded revision (`sourceHash`) is not the Portuguese text as it stands in the editor is out
// of date, and the fields changed since are those that differ from the Portuguese it was made from (../sourceTexts.ts).

/** Why a translation recording `recorded` is out of date, or undefined when it translates the Portuguese as it stands. */
export async function outOfDate(
  recorded: unknown,
  source: Record<string, unknown>,
  fields: readonly string[],
  known: SourceTexts[string] | undefined,
): Promise<{ changed?: string[] } | undefined> {
  const body = typeof source.body === 'string' ? source.body : ''
  if (typeof recorded === 'string' && recorded === (await revisionOf(revisionText(source, fields, body)))) return undefined
  const before = typeof recorded === 'string' ? known?.[recorded] : undefined
  if (!before) return {}
  const now: Record<string, unknown> = { ...Object.fromEntries(fields.map((field) => [field, source[field] ?? null])), body: body.trim() }
  return { changed: Object.keys(now).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(now[field])) }
}

/** `fields`: the collection's fields, an Immutable.js list. */
type NoticeProps = { entry: ImmutableMap; fields: { toJS(): { name: string; label: string }[] }; locale?: string; state?: { entryDraft?: ImmutableMap } }
type Notice = { props: NoticeProps; state: { text?: string }; asked?: string; setState(state: { text?: string }): void }

/** The sentence shown for a translation out of date. */
const sentence = (status: { changed?: string[] }, label: (field: string) => string) =>
  status.changed
    ? `Out of date: the Portuguese ${status.changed.map(label).join(', ')} changed since this translation was made. Update this translation, then publish.`
    : 'Out of date: this translation does not record the Portuguese text it was made from, or that text is not in the history. Check it against the Portuguese, then publish.'

/**
 * A preview template (or, without one, Decap's plain list of the fields) with the notice above it, for the collection
 * whose translated fields are `fields`. Decap hands a preview its connected pane's props: the previewed locale's
 * entry, and the store, whose draft holds the Portuguese data.
 */
export function withTranslationNotice(
  template: unknown,
  fields: readonly string[],
  { sources, sourceLocale, recordedRevision }: { sources: SourceTexts; sourceLocale: string; recordedRevision(path: string): Promise<unknown> },
  { createClass, h }: ReactOf,
) {
  async function look(this: Notice) {
    const { entry, locale, state } = this.props
    const source = (state?.entryDraft?.getIn(['entry', 'data']) as ImmutableMap | undefined)?.toJS()
    // The entry's path, `content/<collection>/<slug>/index.md` (Decap adds the language), without `.md`.
    const file = String(entry.get('path')).replace(/(\.[a-z]{2}-[a-z]{2})?\.md$/, '')
    const revision = source && locale !== sourceLocale ? await recordedRevision(`${file}.${locale}.md`) : undefined
    const asked = JSON.stringify([revision, source, locale])
    if (asked === this.asked) return
    this.asked = asked
    const status = revision !== undefined && (await outOfDate(revision, source!, fields, sources[`${file}.${sourceLocale}.md`]))
    const labels = this.props.fields.toJS()
    const labelOf = (name: string) => (labels.find((field) => field.name === name)?.label ?? name).toLowerCase()
    if (asked === this.asked) this.setState({ text: status ? sentence(status, labelOf) : undefined })
  }
  return createClass({
    displayName: 'TranslationNotice',
    getInitialState: () => ({}),
    componentDidMount: look,
    componentDidUpdate: look,
    render(this: Notice & { props: { widgetFor(name: string): unknown } }) {
      const names = this.props.fields.toJS().map((field) => field.name)
      const preview = template ? h(template, this.props) : names.map((name) => h('div', { key: name, children: this.props.widgetFor(name) }))
      const notice = this.state.text && h('p', { role: 'status', className: translationNotice, children: this.state.text })
      return h('div', { children: [notice, preview] })
    },
  })
}
