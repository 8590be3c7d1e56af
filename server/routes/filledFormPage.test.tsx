import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as fieldStyles from '../../components/forms/FieldFrame/FieldFrame.css'
import { FieldFrame } from '../../components/forms/FieldFrame/FieldFrame'
import { decodeReplyClasses, encodeReplyClasses } from '../../data/forms/replyClasses'
import { renderToDocument } from '../../tests/render'
import { errorMarkup, fillFormPage, linkedText } from './filledFormPage'

const test = suite('filling a built form page')

const classes = { invalid: 'bad', error: 'err two', icon: 'ico', alert: 'box', alertTitle: 'ttl' }
const page = (form: string) => `<!doctype html><html><head><title>T</title></head><body><header>H</header>${form}<footer>F</footer></body></html>`
const alertRegion = `<div role="alert" data-reply-classes="${encodeReplyClasses(classes)}" class="r"></div>`
const fill = { values: {}, errors: {}, alert: { title: 'Not sent', lines: [] }, labelOf: (field: string) => field.toUpperCase() }

test('the error it inserts is the markup FieldFrame renders for the same error', async () => {
  const rendered = await renderToDocument(
    <FieldFrame id="contact-email" label="Email" error={'Invalid <email> & "more"'}>
      <input />
    </FieldFrame>,
  )
  const inserted = document.createElement('div')
  inserted.innerHTML = errorMarkup('contact-email', 'Invalid <email> & "more"', { error: fieldStyles.error, icon: fieldStyles.icon })
  assert.is(inserted.innerHTML, rendered.querySelector('#contact-email-error')!.outerHTML)
})

test('the class names travel through the hook attribute, several to a part', () => {
  assert.equal(decodeReplyClasses(encodeReplyClasses(classes)), classes)
  assert.is(decodeReplyClasses('invalid:a error:b'), undefined, 'a page built before a part existed')
})

test('a page without the hook, or without a form, is left to the small answer page', () => {
  assert.is(fillFormPage(page('<form><input name="name" value/><div role="alert"></div></form>'), fill), undefined)
  assert.is(fillFormPage(page('<main>no form</main>'), fill), undefined)
})

test('the form filled is the one with the hook, not a search box before it', () => {
  const html = fillFormPage(page(`<form role="search"><input name="name" value/></form><form><input name="name" id="f-name" value/>${alertRegion}</form>`), {
    ...fill,
    values: { name: 'Ana' },
  })!
  assert.match(html, '<form role="search"><input name="name" value/></form><form><input name="name" id="f-name" value="Ana"/>')
})

test('an error with no field of its own in the page goes into the alert, named', () => {
  const html = fillFormPage(page(`<form><input name="name" id="f-name" value/>${alertRegion}</form>`), {
    ...fill,
    errors: { _form: 'Send it as a form', name: 'Required' },
  })!
  assert.match(html, '<p>_FORM: Send it as a form</p>')
  assert.match(
    html,
    '<input name="name" id="f-name" value class="bad" aria-invalid="true" aria-describedby="f-name-error" autofocus/><p id="f-name-error" class="err two">',
  )
})

test('only the first field to fix takes the focus; with none, the alert does', () => {
  const form = `<form><input name="a" id="a" value/><input name="b" id="b" value/>${alertRegion}</form>`
  const two = fillFormPage(page(form), { ...fill, errors: { a: 'x', b: 'y' } })!
  assert.is(two.match(/autofocus/g)?.length, 1)
  assert.match(fillFormPage(page(form), fill)!, '<div class="box" tabindex="-1" autofocus><p class="ttl">Not sent</p></div>')
})

test('the campaign of the refused post goes back into the form as hidden fields, escaped', () => {
  const html = fillFormPage(page(`<form action="/api/mail/contact"><input name="name" id="f-name" value/>${alertRegion}</form>`), {
    ...fill,
    hidden: { utm_source: 'x', utm_campaign: '"><script>' },
  })!
  assert.match(
    html,
    '<form action="/api/mail/contact"><input type="hidden" name="utm_source" value="x"><input type="hidden" name="utm_campaign" value="&quot;&gt;&lt;script&gt;">',
  )
})

test('a linked last line goes after the sentences, its tagged words the link, everything else escaped', () => {
  const html = fillFormPage(page(`<form><input name="a" id="a" value/>${alertRegion}</form>`), {
    ...fill,
    alert: { title: 'Not sent', lines: ['Try again.'], link: { line: 'Or write to <0>a&b@tecto.com.br</0> <now>.', href: 'mailto:a&b@tecto.com.br' } },
  })!
  assert.match(html, '<p>Try again.</p><p>Or write to <a href="mailto:a&amp;b@tecto.com.br">a&amp;b@tecto.com.br</a> &lt;now&gt;.</p></div>')
  assert.is(linkedText('No tag <b>', 'mailto:x@y.z'), 'No tag &lt;b&gt;', 'a sentence without its tag stays text')
})

test('attributes written with single quotes or holding ">" survive the rewrite', () => {
  const html = fillFormPage(page(`<form><input placeholder="a > b" title='say "hi"' name="a" id="a" value/>${alertRegion}</form>`), {
    ...fill,
    values: { a: 'v' },
  })!
  assert.match(html, '<input placeholder="a > b" title="say &quot;hi&quot;" name="a" id="a" value="v"/>')
})

test.run()
