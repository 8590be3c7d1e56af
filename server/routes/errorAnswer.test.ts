import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { nodeI18n } from '../../locales/nodeI18n'
import { pageProblems } from '../../data/forms/formReplyText'
import { errorAnswer, replyProblem } from './errorAnswer'

test("a reused Idempotency-Key is answered 422 with what happened, in the page's language", () => {
  assert.equal(errorAnswer(422, 'pt-br'), {
    statusCode: 422,
    error: 'Unprocessable Entity',
    message: 'Este envio já foi usado para outro formulário, por isso este não foi registrado. Recarregue a página e envie de novo.',
  })
  assert.is(
    errorAnswer(422, 'es-es').message,
    'Este envío ya se usó para otro formulario, así que no hemos registrado este. Vuelve a cargar la página y envíalo de nuevo.',
  )
})

test('a form posted without JavaScript with a reused key gets the same sentence on its answer page', () => {
  assert.is(
    nodeI18n('en-us')._(pageProblems[replyProblem(422)]),
    'This submission was already used for a different form, so this one was not recorded. Please reload the page and send it again.',
  )
})

test("a request that took too long to arrive is answered 408 in the project's format, in the page's language", () => {
  assert.equal(errorAnswer(408, 'en-us'), {
    statusCode: 408,
    error: 'Request Timeout',
    message: 'Your form took too long to arrive and was not recorded. Please check your connection and send it again.',
  })
})

test.run()
