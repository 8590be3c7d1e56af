import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToHtml } from '../../tests/render'
import { Link } from './Link'

test('a link leads to its path in the page’s language', async () => {
  for (const locale of ['pt-br', 'en-us', 'es-es'] as const) {
    assert.is(await renderToHtml(<Link href="/contato">x</Link>, { locale }), `<a href="/${locale}/contato">x</a>`)
  }
})

test('the home path is the bare locale, and anchors and other attributes stay', async () => {
  assert.is(await renderToHtml(<Link href="/">Home</Link>, { locale: 'en-us' }), '<a href="/en-us">Home</a>')
  assert.is(
    await renderToHtml(
      <Link href="/quem-somos#servicos" className="cta">
        Services
      </Link>,
      { locale: 'es-es' },
    ),
    '<a href="/es-es/quem-somos#servicos" class="cta">Services</a>',
  )
})

test.run()
