import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { PageContextServer } from 'vike/types'
import { onPrerenderStart } from '../../renderer/+onPrerenderStart'
import { createI18n } from '../../locales/i18n'
import { localeSegments, type Locale } from '../../data/locales'
import { serviceDetail } from '../../data/serviceDetails'
import { services } from '../../data/services'
import { guard } from './+guard'
import { onBeforePrerenderStart } from './+onBeforePrerenderStart'
import route from './+route'
import title from './+title'
import description from './+description'
import { pageService } from './pageService'
import { abortStatus } from '../../tests/support/abortStatus'

/** A server page context for a service URL. */
const at = (slug: string, locale: Locale = 'pt-br') => ({ locale, routeParams: { slug } }) as unknown as PageContextServer

test('the route is /servicos/@slug', () => {
  assert.is(route, '/servicos/@slug')
})

test('an unknown slug renders the 404 page; a known one passes the guard', () => {
  assert.is(
    abortStatus(() => guard(at('blockchain'))),
    404,
  )
  assert.is(
    abortStatus(() => guard(at(''))),
    404,
  )
  for (const service of services) {
    assert.is(
      abortStatus(() => guard(at(service.slug))),
      undefined,
      service.slug,
    )
    assert.is(pageService(at(service.slug)), service)
  }
})

test("each page's <title> and description are its own service's, in the page's language", async () => {
  for (const locale of localeSegments) {
    const titles = services.map((service) => title(at(service.slug, locale)))
    assert.equal(
      titles,
      services.map((service) => serviceDetail(service, locale).title),
    )
    assert.is(new Set(titles).size, services.length, `${locale}: one title per service`)
  }
  assert.is.not(title(at('apis', 'pt-br')), title(at('apis', 'en-us')))
  const i18n = await createI18n('pt-br')
  for (const service of services) assert.is(i18n._(description(at(service.slug))), i18n._(service.description))
  assert.is(i18n._(description(at('apis'))), i18n._(services.find((s) => s.id === 'apis')!.description))
})

test('every service page is prerendered in each locale, plus the Portuguese copy without a locale', () => {
  const urls = onBeforePrerenderStart()
  assert.equal(
    urls,
    services.map((s) => `/servicos/${s.slug}`),
  )
  const pageContexts = urls.map((urlOriginal) => ({ urlOriginal }) as PageContextServer)
  const { prerenderContext } = onPrerenderStart({ pageContexts })
  const built = prerenderContext.pageContexts.map((p) => `${p.locale} ${p.urlOriginal}`)
  for (const { slug } of services) {
    for (const expected of [...localeSegments.map((locale) => `${locale} /${locale}/servicos/${slug}`), `pt-br /servicos/${slug}`]) {
      assert.ok(built.includes(expected), expected)
    }
  }
  assert.is(built.length, services.length * (localeSegments.length + 1))
})

test.run()
