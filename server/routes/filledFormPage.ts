import { decodeReplyClasses, replyClassesAttribute, type ReplyClasses } from '../../data/forms/replyClasses'
import { escapeHtml } from '../../shared/escapeHtml'
import { findTag, startTags, writeTag, type StartTag } from './htmlTags'

/** What to show in a form page answering a post without JavaScript. */
export type FormFill = {
  /** The posted values by field name; only the visible controls take them (hidden fields and the honeypot keep the page's). */
  values: Record<string, string>
  /** Error messages by field name, shown beside their fields. */
  errors: Record<string, string>
  /**
   * The alert above the submit button: its title, then its sentences, and last, a sentence whose `<0>…</0>` part is a
   * link (the address to write to instead: SendFailureAlert's last line).
   */
  alert: { title: string; lines: string[]; link?: { line: string; href: string } }
  /** A field's name in words, for an error with no field of its own in the page (it then goes into the alert). */
  labelOf: (field: string) => string
  /** Fields the page's form does not have, to send again with it: the campaign of the refused post. */
  hidden?: Record<string, string>
}

type Edit = { start: number; end: number; text: string }

/** The markup FieldFrame renders for an error (components/forms/FieldFrame; filledFormPage.test.ts holds them equal). */
export function errorMarkup(controlId: string, message: string, classes: Pick<ReplyClasses, 'error' | 'icon'>): string {
  const icon = `<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" class="${classes.icon}"><circle cx="8" cy="8" r="7" fill="currentColor"></circle><path d="M8 4v5M8 11.5v.5" stroke="#fff" stroke-width="1.8" stroke-linecap="round"></path></svg>`
  return `<p id="${escapeHtml(controlId)}-error" class="${classes.error}">${icon}${escapeHtml(message)}</p>`
}

/** A control's start tag marked invalid like the form's own: red class, `aria-invalid`, described by its error first. */
function invalidTag(tag: StartTag, id: string, classes: ReplyClasses, focus: boolean): StartTag {
  const attributes = new Map(tag.attributes)
  attributes.set('class', [attributes.get('class'), classes.invalid].filter(Boolean).join(' '))
  attributes.set('aria-invalid', 'true')
  attributes.set('aria-describedby', [`${id}-error`, attributes.get('aria-describedby')].filter(Boolean).join(' '))
  // Without JavaScript the browser's own autofocus brings the visitor to the first field to fix.
  if (focus) attributes.set('autofocus', undefined)
  return { ...tag, attributes }
}

/** The options of a list, the posted one `selected` and no other. */
function selectOptions(html: string, from: number, to: number, value: string): Edit[] {
  const chosen = escapeHtml(value)
  return [...startTags(html, from, to)]
    .filter((tag) => tag.name === 'option')
    .map((tag) => {
      const attributes = new Map(tag.attributes)
      attributes.delete('selected')
      if ((attributes.get('value') ?? '') === chosen) attributes.set('selected', undefined)
      return { start: tag.start, end: tag.end, text: writeTag({ ...tag, attributes }) }
    })
}

/**
 * The prerendered page of a form with the posted values in its fields, each error beside its field and the alert
 * filled, as the form's script shows them; undefined when the page has no form with the error classes' hook.
 */
export function fillFormPage(html: string, fill: FormFill): string | undefined {
  // The lead form: the page's form with the hook, whatever other form (a search box) comes before it.
  const alertTag = findTag(html, 'div', (tag) => tag.attributes.has(replyClassesAttribute))
  const classes = alertTag && decodeReplyClasses(alertTag.attributes.get(replyClassesAttribute) ?? '')
  const form = alertTag && [...startTags(html, 0, alertTag.start)].filter((tag) => tag.name === 'form').at(-1)
  const formEnd = form ? html.indexOf('</form>', alertTag.end) : -1
  if (!alertTag || !classes || !form || formEnd < 0) return undefined

  const edits: Edit[] = []
  const hidden = Object.entries(fill.hidden ?? {}).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  if (hidden.length) edits.push({ start: form.end, end: form.end, text: hidden.join('') })
  const placed = new Set<string>()
  for (const tag of startTags(html, form.end, formEnd)) {
    const name = tag.attributes.get('name')
    const isControl = ['input', 'textarea', 'select'].includes(tag.name) && tag.attributes.get('type') !== 'hidden'
    // The honeypot takes its posted value too: always empty here, as a post that fills it is answered as a success.
    if (!isControl || name === undefined) continue
    const closing = tag.name === 'input' ? tag.end : html.indexOf(`</${tag.name}>`, tag.end)
    if (closing < 0) return undefined
    const value = fill.values[name]
    const error = fill.errors[name]
    let opening = tag
    if (value !== undefined && tag.name === 'input') opening = { ...tag, attributes: new Map(tag.attributes).set('value', escapeHtml(value)) }
    const id = tag.attributes.get('id') ?? name
    if (error) opening = invalidTag(opening, id, classes, placed.size === 0)
    edits.push({ start: tag.start, end: tag.end, text: writeTag(opening) })
    // The parser drops one newline right after <textarea>: this one, so a message's own first newline survives.
    if (value !== undefined && tag.name === 'textarea') edits.push({ start: tag.end, end: closing, text: `\n${escapeHtml(value)}` })
    if (value !== undefined && tag.name === 'select') edits.push(...selectOptions(html, tag.end, closing, value))
    if (!error) continue
    placed.add(name)
    // FieldFrame's order: the control, its hint if it has one, then the error.
    const afterControl = tag.name === 'input' ? tag.end : closing + `</${tag.name}>`.length
    const hint = findTag(html, 'p', (p) => p.start === afterControl && p.attributes.get('id') === `${id}-hint`, afterControl, afterControl + 1)
    const at = hint ? html.indexOf('</p>', hint.end) + '</p>'.length : afterControl
    edits.push({ start: at, end: at, text: errorMarkup(id, error, classes) })
  }

  const unplaced = Object.entries(fill.errors)
    .filter(([field]) => !placed.has(field))
    .map(([field, message]) => `${fill.labelOf(field)}: ${message}`)
  const link = fill.alert.link && `<p>${linkedText(fill.alert.link.line, fill.alert.link.href)}</p>`
  const lines = [...fill.alert.lines, ...unplaced].map((line) => `<p>${escapeHtml(line)}</p>`).join('') + (link ?? '')
  // With no field to fix, the alert itself takes the focus, so the visitor lands on it rather than the page's top.
  const focus = placed.size === 0 ? ' tabindex="-1" autofocus' : ''
  const alertBox = `<div class="${classes.alert}"${focus}><p class="${classes.alertTitle}">${escapeHtml(fill.alert.title)}</p>${lines}</div>`
  edits.push({ start: alertTag.end, end: alertTag.end, text: alertBox })

  return applyEdits(html, edits)
}

/** A translated sentence as HTML, its `<0>…</0>` part a link to `href`, as Lingui's `<Trans>` renders it in the form. */
export function linkedText(sentence: string, href: string): string {
  const parts = /^(.*)<0>(.*)<\/0>(.*)$/s.exec(sentence)
  if (!parts) return escapeHtml(sentence)
  const [, before, inside, after] = parts.map((part) => escapeHtml(part))
  return `${before}<a href="${escapeHtml(href)}">${inside}</a>${after}`
}

/** The page with its edits made, in one pass (a country list alone makes some 250); edits never overlap. */
function applyEdits(html: string, edits: Edit[]): string {
  // At one offset, what is inserted there goes before what is replaced from there.
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end)
  let page = ''
  let at = 0
  for (const edit of sorted) {
    page += html.slice(at, edit.start) + edit.text
    at = edit.end
  }
  return page + html.slice(at)
}
