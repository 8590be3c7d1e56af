import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToDocument } from '../../tests/render'
import { NotFound } from './NotFound'

for (const locale of ['en-us', 'es-es'] as const) {
  test(`${locale}: the ways on lead to home, services and contact in the page language`, async () => {
    const element = await renderToDocument(<NotFound />, { locale })
    const hrefs = [...element.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    assert.equal(hrefs, [`/${locale}`, `/${locale}/quem-somos#servicos`, `/${locale}/contato`])
  })
}

test('a missing page says so in one h1, with the decorative 404 hidden from screen readers', async () => {
  const element = await renderToDocument(<NotFound />, { locale: 'en-us' })
  assert.equal(
    [...element.querySelectorAll('h1')].map((h) => h.textContent),
    ['We couldn’t find this page'],
  )
  assert.is(element.querySelector('[aria-hidden="true"]')?.textContent, '404')
  assert.equal(
    [...element.querySelectorAll('a')].map((a) => a.textContent?.trim()),
    [
      'Home pageStart again from the beginning and see what Tecto does.',
      'Our servicesWeb platforms, mobile apps, APIs, design and AI, built by our team.',
      'Contact usTell us what you were looking for and we will help you find it.',
    ],
  )
})

test('a failed page says something went wrong, without a 404', async () => {
  const element = await renderToDocument(<NotFound kind="error" />, { locale: 'en-us' })
  assert.is(element.querySelector('h1')?.textContent, 'Something went wrong on our side')
  assert.not.match(element.textContent ?? '', '404')
  assert.is(element.querySelectorAll('a').length, 3)
})

test('the page a proxy shows while the server is away says a form sent then was not received', async () => {
  const element = await renderToDocument(<NotFound kind="unavailable" />, { locale: 'es-es' })
  assert.is(element.querySelector('h1')?.textContent, 'Volvemos en un momento')
  assert.match(element.querySelector('p')?.textContent ?? '', 'no se recibió')
  assert.is(element.querySelectorAll('a').length, 3)
})

test.run()
