import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToDocument } from '../../tests/render'
import { Island } from './Island'

/** The messages an island's page carries for it: the JSON script after its marker. */
async function carriedMessages(name: string): Promise<string[]> {
  const page = await renderToDocument(<Island name={name} />, { locale: 'es-es', urlPathname: '/es-es' })
  const data = page.querySelector(`tecto-island[data-island="${name}"] + script[type="application/json"]`)
  return Object.values((JSON.parse(data!.textContent!) as { messages: Record<string, unknown> }).messages).map(String)
}

test('an island carries the words of its later states (Name.laterStates.tsx), which its HTML does not show', async () => {
  // The banner's HTML is empty until the browser opens it; its words come from ConsentBanner.laterStates.tsx.
  const words = await carriedMessages('ConsentBanner')
  assert.ok(words.includes('Acepto'), words.join(' | '))
})

test.run()
