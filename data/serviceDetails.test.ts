import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { matchBusinessDays, networkSize } from './claims'
import { paragraphTexts } from './content/htmlText'
import { servicesCollection } from './content/servicesCollection'
import { localeTag, type Locale } from './locales'
import { publishedLocales } from '../tests/support/publishedLocales'
import { serviceDetail, type ServiceDetail } from './serviceDetails'
import { services } from './services'

/** Every text of a service's page, the body's paragraphs included, in reading order. */
function texts(detail: ServiceDetail): string[] {
  return [
    detail.title,
    detail.subtitle,
    ...paragraphTexts(detail.html),
    ...detail.steps.flatMap((step) => [step.title, step.text]),
    ...detail.deliverables,
    ...detail.idealFor,
  ]
}

/** Each service's page text in a language. */
// A language still being translated shows the Portuguese text until it has its own (docs/translating/new-language.md).
const localeSegments = publishedLocales.map((l) => l.segment)

const detailsIn = (locale: Locale) => services.map((service) => ({ service, detail: serviceDetail(service, locale) }))

test('every service of the one list has its page text in every published language, and the content has no other', () => {
  assert.equal(servicesCollection.entries.map((entry) => entry.slug).sort(), services.map((s) => s.slug).sort())
  for (const locale of localeSegments) {
    for (const { service, detail } of detailsIn(locale)) {
      assert.is(detail.slug, service.slug)
      assert.is(detail.file, `content/services/${service.slug}/index.${locale}.md`)
    }
  }
})

test('each page has a title naming Tecto, a subtitle, at least two paragraphs, three stages and two bullet lists', () => {
  for (const locale of localeSegments) {
    for (const { service, detail } of detailsIn(locale)) {
      const where = `${locale} ${service.slug}`
      assert.match(detail.title, /— Tecto$/, where)
      assert.ok(detail.subtitle, where)
      assert.ok(paragraphTexts(detail.html).length >= 2, `${where}: paragraphs`)
      assert.is(detail.steps.length, 3, `${where}: discovery, delivery, support`)
      assert.ok(detail.deliverables.length >= 3, `${where}: what the client gets`)
      assert.ok(detail.idealFor.length >= 2, `${where}: who it is for`)
    }
  }
})

test('every text of every service page reads as real text in every locale, its figures filled in', () => {
  for (const locale of localeSegments) {
    for (const { service, detail } of detailsIn(locale)) {
      for (const text of texts(detail)) {
        assert.ok(text.trim().length >= 5, `${locale} ${service.slug}: "${text}"`)
        // Case-sensitive TODO: Spanish "todo" (all) is a real word.
        assert.not.match(text, /lorem ipsum|coming soon|em breve|próximamente/i, `${locale} ${service.slug}`)
        assert.not.match(text, /\bTODO\b|[{}]/, `${locale} ${service.slug}: "${text}"`)
      }
    }
  }
})

test('no sentence is shared by two service pages: each one is written for its service, in every language', () => {
  for (const locale of localeSegments) {
    const details = detailsIn(locale).map(({ detail }) => detail)
    // Stage titles may repeat ("Discovery"); everything else must not.
    const stageTitles = new Set(details.flatMap((detail) => detail.steps.map((step) => step.title)))
    const sentences = details.flatMap(texts).filter((text) => !stageTitles.has(text))
    assert.is(new Set(sentences).size, sentences.length, locale)
  }
})

test('the outsourcing page states the claims of data/claims.ts, each number written the way its language writes it', () => {
  const source = servicesCollection.entries.find((entry) => entry.slug === 'outsourcing')!
  for (const locale of localeSegments) {
    // The file names the figures; the page reads them from data/claims.ts.
    assert.match(source.translations[locale]!.subtitle, '{{matchBusinessDays}}', locale)
    assert.match(source.translations[locale]!.subtitle, '{{networkSize}}', locale)
    const subtitle = serviceDetail({ slug: 'outsourcing' }, locale).subtitle
    const format = new Intl.NumberFormat(localeTag(locale))
    assert.match(subtitle, ` ${format.format(matchBusinessDays)} `, locale)
    assert.match(subtitle, ` ${format.format(networkSize)} `, locale)
  }
  const english = serviceDetail({ slug: 'outsourcing' }, 'en-us')
  assert.match(english.subtitle, `up to ${matchBusinessDays} business days`)
  assert.match(english.subtitle, `over ${networkSize.toLocaleString('en-US')} qualified professionals`)
  assert.match(serviceDetail({ slug: 'outsourcing' }, 'pt-br').subtitle, `mais de ${networkSize.toLocaleString('pt-BR')} profissionais`)
})

test.run()
