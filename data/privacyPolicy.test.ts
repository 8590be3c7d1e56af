import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createI18n } from '../locales/i18n'
import { leadRetentionDays, privacyContactEmail, privacySections, type PrivacySection } from './privacyPolicy'

const sections: readonly PrivacySection[] = privacySections

test('the policy has exactly nine sections with unique anchors', () => {
  assert.is(sections.length, 9)
  const ids = sections.map((s) => s.id)
  assert.is(new Set(ids).size, 9, `duplicate id in ${ids.join(', ')}`)
  for (const id of ids) assert.match(id, /^[a-z][a-z-]*$/, `"${id}" is a clean URL fragment`)
})

test('every title, paragraph and list item has text, in two locales', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    for (const section of sections) {
      assert.ok(i18n._(section.title).trim(), `${locale} ${section.id}: title`)
      assert.ok(section.paragraphs.length > 0, `${section.id}: paragraphs`)
      for (const text of [...section.paragraphs, ...(section.items ?? [])].map((m) => i18n._(m))) {
        assert.ok(text.trim().length > 10, `${locale} ${section.id}: "${text}"`)
      }
    }
  }
})

test('the notice names the contact e-mail, the LGPD articles, the ANPD and the lead retention', async () => {
  const i18n = await createI18n('en-us')
  const text = (id: string) => {
    const section = sections.find((s) => s.id === id)!
    return [section.title, ...section.paragraphs, ...(section.items ?? [])].map((m) => i18n._(m)).join(' ')
  }
  assert.match(text('controller'), privacyContactEmail)
  assert.match(text('purposes'), 'article 7')
  assert.match(text('rights'), 'Article 18')
  assert.match(text('rights'), 'ANPD')
  assert.match(text('rights'), privacyContactEmail)
  assert.match(text('retention'), `up to ${leadRetentionDays} days`)
  assert.match(text('cookies'), 'Privacy choices')
})

test.run()
