import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { render } from '../../../tests/render'
import { ContactEmail } from './ContactPage'

const facts = { contactEmail: 'contato@tecto.com.br' }

test('once supplied, the address is offered in the page language, as a link that starts an e-mail to it', async () => {
  for (const [locale, sentence] of [
    ['en-us', 'Prefer e-mail? Write to contato@tecto.com.br.'],
    ['pt-br', 'Prefere e-mail? Escreva para contato@tecto.com.br.'],
    ['es-es', '¿Prefieres el correo electrónico? Escríbenos a contato@tecto.com.br.'],
  ] as const) {
    const { container, unmount } = await render(<ContactEmail facts={facts} />, { locale })
    assert.is(container.textContent, sentence, locale)
    const link = container.querySelector('a')!
    assert.is(link.getAttribute('href'), 'mailto:contato@tecto.com.br', locale)
    assert.is(link.textContent, 'contato@tecto.com.br', locale)
    unmount()
  }
})

test('until the company supplies an address, nothing at all: no line, no made-up address', async () => {
  for (const locale of ['pt-br', 'es-es'] as const) {
    const { container, unmount } = await render(<ContactEmail facts={{}} />, { locale })
    assert.is(container.innerHTML, '', locale)
    unmount()
  }
})

test.run()
