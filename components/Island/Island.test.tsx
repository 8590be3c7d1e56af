import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { PageContext } from 'vike/types'
import { messages as spanish } from '../../locales/es-ES.po'
import { messages as english } from '../../locales/en-US.po'
import { SafeI18n } from '../../locales/SafeI18n'
import { PageContextProvider } from '../../shared/usePageContext'
import { Island } from './Island'

const heading = generateMessageId('Original text')
// A translator's slip: a plural without `other`, on which Lingui throws.
const broken = { ...spanish, [heading]: compileMessageOrThrow('{n, plural, one {# texto}}') }

test('a translation that failed to format in an island reaches the browser as the English its page showed', () => {
  const i18n = new SafeI18n('es-ES', broken, english)
  const pageContext = { locale: 'es-es', urlPathname: '/es-es', config: {} } as unknown as PageContext
  const page = document.createElement('div')
  const original = console.error
  console.error = () => {}
  try {
    page.innerHTML = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <PageContextProvider pageContext={pageContext}>
          <Island name="OriginalText" props={{ html: '<p>Texto</p>' }} />
        </PageContextProvider>
      </I18nProvider>,
    )
  } finally {
    console.error = original
  }
  assert.is(page.querySelector('h2')!.textContent, 'Original text')
  const carried = JSON.parse(page.querySelector('tecto-island + script')!.textContent!) as { messages: Record<string, unknown> }
  assert.equal(carried.messages[heading], english[heading])
})

test.run()
