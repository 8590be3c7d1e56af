import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Window } from 'happy-dom'
import { consentStorageKey } from '../../data/consent'
import { firstTouchKey, forgetConsentedVisit } from '../../data/consent'
import { rememberFirstTouch, visitAttribution, type VisitEnvironment } from './visitAttribution'

/** A tab of its own: its storages, and the page it shows (changed by `go`, as a click on a link would). */
function tab(choice?: 'true' | 'false') {
  const win = new Window()
  if (choice) win.localStorage.setItem(consentStorageKey, choice)
  let page = { href: '', referrer: '' }
  const visit: VisitEnvironment = {
    consent: () => win.localStorage as unknown as Storage,
    session: () => win.sessionStorage as unknown as Storage,
    page: () => page,
  }
  const go = (href: string, referrer = page.href) => void (page = { href, referrer })
  return { win, visit, go }
}

const landing = 'https://tecto.com.br/pt-br/?utm_source=newsletter&utm_medium=email&utm_campaign=lancamento&gclid=abc123'
const firstTouch = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'lancamento',
  gclid: 'abc123',
  landing_page: '/pt-br/?utm_source=newsletter&utm_medium=email&utm_campaign=lancamento&gclid=abc123',
}

test('with consent, the first page of the visit is kept, and a form pages later sends it', () => {
  const { visit, go } = tab('true')
  go(landing, '')
  rememberFirstTouch(visit)
  go('https://tecto.com.br/pt-br/contato')
  rememberFirstTouch(visit)
  assert.equal(visitAttribution(visit), firstTouch)
})

test('the first campaign wins: a later campaign of the same visit does not replace it', () => {
  const { visit, go } = tab('true')
  go(landing, '')
  rememberFirstTouch(visit)
  go('https://tecto.com.br/pt-br/contato?utm_source=retargeting', 'https://ads.example.com/')
  rememberFirstTouch(visit)
  assert.equal(visitAttribution(visit), firstTouch)
})

test('without consent nothing is stored, and a form sends only what its own page carries', () => {
  for (const choice of [undefined, 'false'] as const) {
    const { win, visit, go } = tab(choice)
    go(landing, '')
    rememberFirstTouch(visit)
    go('https://tecto.com.br/pt-br/contato')
    rememberFirstTouch(visit)
    assert.is(win.sessionStorage.length, 0, String(choice))
    assert.equal(visitAttribution(visit), {}, String(choice))
    go('https://tecto.com.br/pt-br/contato?utm_source=x&utm_campaign=y')
    assert.equal(visitAttribution(visit), { utm_source: 'x', utm_campaign: 'y' })
  }
})

test('withdrawing consent forgets the first touch', () => {
  const { win, visit, go } = tab('true')
  go(landing, '')
  rememberFirstTouch(visit)
  assert.ok(win.sessionStorage.getItem(firstTouchKey))
  win.localStorage.setItem(consentStorageKey, 'false')
  forgetConsentedVisit(visit.session())
  assert.is(win.sessionStorage.getItem(firstTouchKey), null)
})

test('a kept first touch that was tampered with is cleaned like any post', () => {
  const { win, visit, go } = tab('true')
  win.sessionStorage.setItem(firstTouchKey, JSON.stringify({ utm_source: 'a\nb', email: 'x@y.z', gclid: 7 }))
  go('https://tecto.com.br/pt-br/contato')
  assert.equal(visitAttribution(visit), { utm_source: 'a b' })
  // Unreadable: the form sends what its own page tells, here that it was the visit's first.
  win.sessionStorage.setItem(firstTouchKey, 'not json')
  assert.equal(visitAttribution(visit), { landing_page: '/pt-br/contato' })
})

test('storage that throws (site data blocked) loses the first touch, never the form', () => {
  const { visit, go } = tab('true')
  const blocked: VisitEnvironment = {
    ...visit,
    session: () => {
      throw new Error('SecurityError')
    },
  }
  go(landing, '')
  rememberFirstTouch(blocked)
  assert.equal(visitAttribution(blocked), firstTouch)
})

test.run()
