import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { render, renderToHtml } from '../../../tests/render'
import { SendFailureAlert } from './SendFailureAlert'

const facts = { contactEmail: 'contato@tecto.com.br' }

/** The alert's sentences, one per paragraph. */
const lines = (container: HTMLElement) => [...container.querySelectorAll('[role="alert"] p')].map((p) => p.textContent)

test('after a failed send with the address supplied, the last line offers it to write to, in the page language', async () => {
  for (const [locale, form, expected] of [
    [
      'pt-br',
      'contact',
      [
        'Ocorreu um erro ao enviar a mensagem!',
        'Tudo o que você digitou continua aqui: é só enviar de novo.',
        'Se o envio continuar falhando, escreva para contato@tecto.com.br.',
      ],
    ],
    [
      'es-es',
      'lead',
      [
        'Error al enviar el mensaje. Inténtalo de nuevo más tarde.',
        'Todo lo que has escrito sigue aquí, así que solo tienes que volver a enviarlo.',
        'Si el envío sigue fallando, escríbenos a contato@tecto.com.br.',
      ],
    ],
  ] as const) {
    const { container, unmount } = await render(<SendFailureAlert form={form} failure={{}} facts={facts} />, { locale })
    assert.equal(lines(container), expected, locale)
    const link = container.querySelector('[role="alert"] a')!
    assert.is(link.getAttribute('href'), 'mailto:contato@tecto.com.br')
    assert.is(link.textContent, 'contato@tecto.com.br')
    unmount()
  }
})

test('the address follows the server’s reason too', async () => {
  const { container, unmount } = await render(<SendFailureAlert form="lead" failure={{ message: 'Please wait a minute.' }} facts={facts} />, {
    locale: 'en-us',
  })
  assert.equal(lines(container), [
    'Error sending message. Please try again later.',
    'Please wait a minute.',
    'Everything you typed is still here.',
    'If sending keeps failing, write to us at contato@tecto.com.br.',
  ])
  unmount()
})

test('without an address from the company the alert names none, and nothing shows before a failure', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const { container, unmount } = await render(<SendFailureAlert form="contact" failure={{}} facts={{}} />, { locale })
    assert.is(lines(container).length, 2, locale)
    assert.not.ok(container.querySelector('a'), locale)
    unmount()
  }
  const html = await renderToHtml(<SendFailureAlert form="contact" failure={undefined} facts={facts} />, { locale: 'pt-br' })
  assert.not.match(html, 'contato@tecto.com.br')
})

test.run()
