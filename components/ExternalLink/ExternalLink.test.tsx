import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToDocument } from '../../tests/render'
import { ExternalLink } from './ExternalLink'

/** The link as the prerender writes it, parsed. */
async function link(locale: 'pt-br' | 'en-us') {
  const root = await renderToDocument(<ExternalLink href="https://tecto.com.br/imprensa">Press</ExternalLink>, { locale })
  return root.querySelector('a')!
}

test('opens in a new tab without giving the other page a handle on ours', async () => {
  const a = await link('en-us')
  assert.is(a.getAttribute('target'), '_blank')
  assert.is(a.getAttribute('rel'), 'noopener noreferrer')
  assert.is(a.getAttribute('href'), 'https://tecto.com.br/imprensa')
})

test('tells screen readers that it opens a new tab, in the page language', async () => {
  assert.is((await link('en-us')).textContent, 'Press (opens in a new tab)')
  assert.is((await link('pt-br')).textContent, 'Press (abre em uma nova aba)')
})

test.run()
