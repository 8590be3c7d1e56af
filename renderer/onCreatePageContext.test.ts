import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { PageContextServer } from 'vike/types'
import { onCreatePageContext } from './+onCreatePageContext.server'

/** A page context as vike creates it for a URL, with or without a locale from +onBeforeRoute. */
const context = (urlOriginal: string, locale?: string) => ({ urlOriginal, locale }) as unknown as PageContextServer

test("an error page context that skipped +onBeforeRoute gets its URL's locale", () => {
  for (const [url, locale] of [
    ['/es-es/servicos/nada', 'es-es'],
    ['/en-us/servicos/x?a=1#b', 'en-us'],
    ['/servicos/nada', 'pt-br'],
  ] as const) {
    const pageContext = context(url)
    onCreatePageContext(pageContext)
    assert.is(pageContext.locale, locale, url)
  }
})

test('a locale already read by +onBeforeRoute stays', () => {
  const pageContext = context('/servicos/apis', 'en-us')
  onCreatePageContext(pageContext)
  assert.is(pageContext.locale, 'en-us')
})

test.run()
