import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { paths } from '../../data/routes'
import { renderToDocument } from '../../tests/render'
import route from './+route'
import Page from './+Page'

test('the classic home lives at /classico', () => {
  assert.is(route, paths.classicHome)
  assert.is(route, '/classico')
})

test('banner, services, partners and tech stack, under one h1', async () => {
  const root = await renderToDocument(<Page />, { locale: 'en-us' })
  assert.is(root.querySelectorAll('h1').length, 1)
  assert.equal(
    [...root.querySelectorAll('section')].map((s) => s.getAttribute('aria-labelledby')),
    ['classic-banner-title', 'services-title', 'partners-title', 'tech-stack-title'],
  )
  assert.is(root.querySelectorAll('#servicos li').length, 7)
  assert.is(root.querySelectorAll('section[aria-labelledby="partners-title"] svg[role="img"][aria-label]').length, 18)
  assert.ok(root.textContent!.includes('Kubernetes'))
})

test("the banner's buttons lead to the contact form in the page language and to the services below", async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const root = await renderToDocument(<Page />, { locale })
    const banner = root.querySelector('section')!
    assert.equal(
      [...banner.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      [`/${locale}/contato`, '#servicos'],
    )
  }
})

test.run()
