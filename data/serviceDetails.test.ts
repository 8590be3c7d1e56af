import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { MessageDescriptor } from '@lingui/core'
import { localeSegments } from './locales'
import { createI18n } from '../locales/i18n'
import { serviceBySlug } from './serviceBySlug'
import { serviceDetails, type ServiceDetail } from './serviceDetails'
import { services } from './services'

/** Every message of a service's page text. */
function messages(detail: ServiceDetail): MessageDescriptor[] {
  return [
    detail.pageTitle,
    detail.subtitle,
    ...detail.paragraphs,
    ...detail.steps.flatMap((step) => [step.title, step.text]),
    ...detail.deliverables,
    ...detail.idealFor,
  ]
}

test('every service of the one list has its page text, and nothing else has', () => {
  assert.equal(Object.keys(serviceDetails).sort(), services.map((s) => s.id).sort())
})

test('each page has a title, a subtitle, at least two paragraphs, three stages and two bullet lists', () => {
  for (const { id } of services) {
    const detail = serviceDetails[id]
    assert.ok(detail.pageTitle && detail.subtitle, id)
    assert.ok(detail.paragraphs.length >= 2, `${id}: paragraphs`)
    assert.is(detail.steps.length, 3, `${id}: discovery, delivery, support`)
    assert.ok(detail.deliverables.length >= 3, `${id}: what the client gets`)
    assert.ok(detail.idealFor.length >= 2, `${id}: who it is for`)
  }
})

test('every text of every service page reads as real text in every locale', async () => {
  for (const locale of localeSegments) {
    const i18n = await createI18n(locale)
    for (const { id } of services) {
      for (const message of messages(serviceDetails[id])) {
        const text = i18n._(message)
        assert.ok(text.trim().length >= 5, `${locale} ${id}: "${text}"`)
        // Case-sensitive TODO: Spanish "todo" (all) is a real word.
        assert.not.match(text, /lorem ipsum|coming soon|em breve|próximamente/i, `${locale} ${id}`)
        assert.not.match(text, /\bTODO\b/, `${locale} ${id}`)
      }
    }
  }
})

test('no sentence is shared by two service pages: each one is written for its service', () => {
  const all = services.flatMap(({ id }) => messages(serviceDetails[id]).map((m) => m.id))
  // Stage titles may repeat ("Discovery"); everything else must not.
  const stageTitles = new Set(services.flatMap(({ id }) => serviceDetails[id].steps.map((s) => s.title.id)))
  const sentences = all.filter((messageId) => !stageTitles.has(messageId))
  assert.is(new Set(sentences).size, sentences.length)
})

test('the page titles name Tecto, the outsourcing page states the network claims of data/claims.ts', async () => {
  const i18n = await createI18n('en-us')
  for (const { id } of services) assert.match(i18n._(serviceDetails[id].pageTitle), /— Tecto$/, id)
  const subtitle = i18n._(serviceDetails.outsourcing.subtitle)
  assert.match(subtitle, 'up to 3 business days')
  assert.match(subtitle, 'over 1,000')
})

test('a slug finds its service; an unknown slug finds none', () => {
  for (const service of services) assert.is(serviceBySlug(service.slug), service)
  assert.is(serviceBySlug('blockchain'), undefined)
  assert.is(serviceBySlug(undefined), undefined)
})

test.run()
