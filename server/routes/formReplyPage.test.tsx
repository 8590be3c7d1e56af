import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { localizeErrors } from '../../data/forms/errorMessages'
import { jsonProblems } from '../../data/forms/formReplyText'
import { sendFailureMessages } from '../../data/forms/sendFailureMessages'
import type { Locale } from '../../data/locales'
import { nodeI18n } from '../../locales/nodeI18n'
import { renderFormPages, siteFooter, siteHeader } from '../../tests/support/formPages'
import { contactPost, leadPost } from '../../tests/support/samplePosts'
import { tempDir } from '../../tests/support/tempDir'
import { buildApp } from '../app'
import type { LeadStore } from '../leads/leadStore'
import { openSqliteLeadStore } from '../leads/openLeadStore'
import { leadRoutes, type LeadRoutesOptions } from './leadRoutes'

const dir = tempDir('form-reply')
let renderFormPage = renderFormPages()
let files = 0

const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/mail/contact',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  payload: new URLSearchParams(fields).toString(),
})

/** A post as the contact page of a locale sends it without JavaScript: its hidden fields, the honeypot empty. */
const contactFrom = (locale: Locale, fields: Record<string, string> = {}) => ({
  ...contactPost,
  form: 'contact',
  locale,
  origin: `/${locale}/contato`,
  website: '',
  ...fields,
})

/** A build's client folder with no page: the server's form pages come from the stand-in renderer. */
const emptyClientDir = () => mkdirSync(join(tempDir('form-reply-site'), 'client'), { recursive: true })!

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
const control = (page: Document, id: string) => page.getElementById(id) as HTMLInputElement
// Browsers drop the one newline that follows <textarea>; happy-dom keeps it, so it is dropped here as they do.
const textAreaValue = (page: Document, id: string) => (page.getElementById(id) as HTMLTextAreaElement).value.replace(/^\n/, '')

const test = suite('a form posted without JavaScript and refused')
let store: LeadStore
let app: FastifyInstance

async function serve(options: Partial<LeadRoutesOptions> = {}) {
  const server = Fastify()
  await server.register(leadRoutes, { prefix: '/api', store, rateLimit: { max: 1000 }, renderFormPage, ...options })
  return server
}

test.before.each(async () => {
  renderFormPage = renderFormPages()
  store = await openSqliteLeadStore(join(dir, `${++files}.sqlite`))
  app = await serve()
})
test.after.each(async () => {
  await Promise.resolve()
    .then(() => app.close())
    .catch(() => undefined)
  await Promise.resolve()
    .then(() => store.close())
    .catch(() => undefined)
})

for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
  test(`a bad e-mail in ${locale} comes back as the site's form page, filled in, the error beside the e-mail field`, async () => {
    const res = await app.inject(formPost(contactFrom(locale, { email: 'ana@' })))
    assert.is(res.statusCode, 400)
    assert.match(res.headers['content-type'] as string, /^text\/html/)
    assert.ok(res.body.includes(siteHeader) && res.body.includes(siteFooter), 'the site’s header and footer')
    const page = parse(res.body)
    assert.is(page.documentElement.lang, { 'pt-br': 'pt-BR', 'en-us': 'en-US', 'es-es': 'es-ES' }[locale])
    for (const field of ['name', 'phone', 'company', 'role'] as const) assert.is(control(page, `contact-${field}`).value, contactPost[field], field)
    assert.is(control(page, 'contact-email').value, 'ana@')
    assert.is(textAreaValue(page, 'contact-message'), contactPost.message)
    const email = control(page, 'contact-email')
    const expected = localizeErrors(nodeI18n(locale), 'contact', { email: 'email' }).email
    assert.is(email.getAttribute('aria-invalid'), 'true')
    assert.is(email.getAttribute('aria-describedby'), 'contact-email-error')
    assert.is(page.getElementById('contact-email-error')?.textContent, expected)
    assert.is(email.parentElement, page.getElementById('contact-email-error')?.parentElement, 'in the same field frame')
    assert.is(page.querySelectorAll('[aria-invalid]').length, 1, 'only the e-mail field is marked')
    assert.ok(email.hasAttribute('autofocus'), 'the browser brings the visitor to the field to fix')
    const alert = [...page.querySelectorAll('[role=alert] p')].map((line) => line.textContent)
    assert.equal(alert, [
      nodeI18n(locale)._(sendFailureMessages.contact),
      nodeI18n(locale)._(jsonProblems.invalid),
      { 'pt-br': 'Tudo o que você digitou continua aqui.', 'en-us': 'Everything you typed is still here.', 'es-es': 'Todo lo que has escrito sigue aquí.' }[
        locale
      ],
    ])
  })
}

test('hostile values are escaped and come back exactly as typed', async () => {
  const hostile = {
    name: '"><script>alert(1)</script>',
    company: `Tom & Jerry's "Cheese" <Ltd>`,
    role: "'; DROP TABLE leads; --",
    message: '\nA first line that starts after a newline\n</textarea><script>alert(2)</script>\n&amp; stays &amp;\n',
  }
  const res = await app.inject(formPost(contactFrom('en-us', { ...hostile, email: 'not an e-mail' })))
  assert.is(res.statusCode, 400)
  const page = parse(res.body)
  assert.is(page.querySelectorAll('script').length, 0, 'nothing posted runs')
  assert.is(control(page, 'contact-name').value, hostile.name)
  assert.is(control(page, 'contact-company').value, hostile.company)
  assert.is(control(page, 'contact-role').value, hostile.role)
  assert.is(textAreaValue(page, 'contact-message'), hostile.message)
  assert.is(control(page, 'contact-email').value, 'not an e-mail')
})

test('the hidden fields stay the page’s own and the honeypot empty, so the form can be sent again as it is', async () => {
  const res = await app.inject(formPost(contactFrom('es-es', { email: 'x', locale: 'es-es', altcha: '' })))
  const form = parse(res.body).querySelector('form')!
  const fields = Object.fromEntries(new FormData(form))
  assert.equal(
    { form: fields.form, locale: fields.locale, origin: fields.origin, website: fields.website, altcha: fields.altcha },
    { form: 'contact', locale: 'es-es', origin: '/es-es/contato', website: '', altcha: undefined },
  )
})

test('a lead form keeps its chosen country and shows the missing state beside the state list', async () => {
  const res = await app.inject(formPost({ ...leadPost, form: 'lead', locale: 'pt-br', origin: '/pt-br/contrate', country: 'BR', state: '', website: '' }))
  assert.is(res.statusCode, 400)
  const page = parse(res.body)
  assert.equal(
    [...page.querySelectorAll('#hire-form-country option[selected]')].map((option) => option.getAttribute('value')),
    ['BR'],
  )
  assert.is(control(page, 'hire-form-name').value, leadPost.name)
  assert.is(control(page, 'hire-form-state').getAttribute('aria-describedby'), 'hire-form-state-error')
  assert.is(page.getElementById('hire-form-state-error')?.textContent, 'Campo obrigatório')
})

test('a phone error goes under the phone hint, and the field is described by both, the error first', async () => {
  const res = await app.inject(formPost(contactFrom('en-us', { phone: '12' })))
  const page = parse(res.body)
  assert.is(control(page, 'contact-phone').getAttribute('aria-describedby'), 'contact-phone-error contact-phone-hint')
  assert.is(page.getElementById('contact-phone-hint')?.nextElementSibling?.id, 'contact-phone-error')
})

test('a post refused as too frequent (before its body is read) answers 429 with Retry-After and the form page, its alert saying why', async () => {
  const limited = await serve({ rateLimit: { max: 1 } })
  try {
    await limited.inject(formPost(contactFrom('en-us')))
    const res = await limited.inject(formPost(contactFrom('en-us', { name: 'Second try' }), { referer: 'https://tecto.com.br/en-us/contato' }))
    assert.is(res.statusCode, 429)
    assert.ok(Number(res.headers['retry-after']) > 0)
    const page = parse(res.body)
    assert.ok(res.body.includes(siteHeader))
    assert.match(page.querySelector('[role=alert]')?.textContent ?? '', 'too many submissions')
  } finally {
    await limited.close()
  }
})

test('a store that fails answers 503 with Retry-After and the form page with every value back', async () => {
  const broken = await serve({ store: { ...store, addLead: async () => Promise.reject(new Error('disk full')) } })
  try {
    const res = await broken.inject(formPost(contactFrom('pt-br')))
    assert.is(res.statusCode, 503)
    assert.is(res.headers['retry-after'], '30')
    const page = parse(res.body)
    assert.is(control(page, 'contact-company').value, contactPost.company)
    assert.match(page.querySelector('[role=alert]')?.textContent ?? '', 'temporariamente indisponível')
  } finally {
    await broken.close()
  }
})

test('a body too large to read answers 413 with the empty form page, its alert saying to shorten the message', async () => {
  const res = await app.inject(formPost(contactFrom('en-us', { message: 'x'.repeat(20 * 1024) }), { referer: 'https://tecto.com.br/en-us/contato' }))
  assert.is(res.statusCode, 413)
  const page = parse(res.body)
  assert.ok(res.body.includes(siteFooter))
  const alert = page.querySelector('[role=alert]')?.textContent ?? ''
  assert.match(alert, 'too long')
  assert.not.match(alert, 'still here', 'nothing was read, so nothing is claimed kept')
})

test('a post in another charset answers 415 with the form page of its Referer, in its language', async () => {
  const res = await app.inject({
    ...formPost(contactFrom('es-es')),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=windows-1252', referer: 'https://tecto.com.br/es-es/contato' },
  })
  assert.is(res.statusCode, 415)
  assert.ok(res.body.includes(siteHeader))
  assert.match(parse(res.body).querySelector('[role=alert]')?.textContent ?? '', 'No hemos podido leer')
})

test('a refusal by the bot defence answers with the form page, filled in', async () => {
  const res = await app.inject(formPost(contactFrom('en-us', { altcha: 'forged' })))
  assert.is(res.statusCode, 403)
  assert.is(control(parse(res.body), 'contact-name').value, contactPost.name)
})

test('posted from an allowed site origin other than the API’s, the page resolves its addresses there', async () => {
  const api = await serve({ allowedOrigins: ['https://tecto.com.br'] })
  try {
    await api.inject(formPost(contactFrom('en-us', { email: 'x' }), { referer: 'https://tecto.com.br/en-us/contato' }))
    // The page's renderer writes it as its <base> (renderer/+onRenderHtml.tsx).
    assert.is(renderFormPage.replies.at(-1)?.baseHref, 'https://tecto.com.br/')
    await api.inject(formPost(contactFrom('en-us', { email: 'x' }), { referer: 'https://evil.example/en-us/contato' }))
    assert.is(renderFormPage.replies.at(-1)?.baseHref, undefined)
  } finally {
    await api.close()
  }
})

test('the whole server on another origin than the site lets the site serve the answer page’s base, scripts, styles and fonts', async () => {
  const api = await buildApp({
    clientDir: emptyClientDir(),
    leadCapture: { routes: { prefix: '/api', store, rateLimit: { max: 1000 }, allowedOrigins: ['https://tecto.com.br'], renderFormPage } } as never,
  })
  try {
    const res = await api.inject(formPost(contactFrom('en-us', { email: 'x' }), { referer: 'https://tecto.com.br/en-us/contato' }))
    const policy = String(res.headers['content-security-policy'])
    for (const directive of ['base-uri', 'script-src', 'style-src', 'font-src', 'img-src']) {
      assert.ok(
        policy.split(';').some((part) => part.startsWith(directive) && part.endsWith(' https://tecto.com.br')),
        directive,
      )
    }
    const own = await api.inject(formPost(contactFrom('en-us', { email: 'x' })))
    assert.not.match(String(own.headers['content-security-policy']), 'tecto.com.br', 'a post from the API’s own pages changes nothing')
  } finally {
    await api.close()
  }
})

test('the whole server answers with the form page it renders', async () => {
  const site = await buildApp({
    clientDir: emptyClientDir(),
    leadCapture: { routes: { prefix: '/api', store, rateLimit: { max: 1000 }, renderFormPage } } as never,
  })
  try {
    const res = await site.inject(formPost(contactFrom('en-us', { email: 'x' })))
    assert.is(res.statusCode, 400)
    assert.ok(res.body.includes(siteHeader))
    assert.is(control(parse(res.body), 'contact-name').value, contactPost.name)
  } finally {
    await site.close()
  }
})

test.run()
