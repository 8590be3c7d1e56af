import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { sendFailureMessage } from './sendFailureMessages'

test('the contact form’s alert is SPEC §8’s, word for word, in each locale', () => {
  assert.is(sendFailureMessage('contact', 'pt-br'), 'Ocorreu um erro ao enviar a mensagem!')
  assert.is(sendFailureMessage('contact', 'en-us'), 'An error occurred while sending the message!')
  assert.is(sendFailureMessage('contact', 'es-es'), 'Se produjo un error al enviar el mensaje!')
})

test('the lead forms’ alert is SPEC §8’s in Portuguese and translated in English and Spanish', () => {
  assert.is(sendFailureMessage('lead', 'pt-br'), 'Erro ao enviar mensagem. Tente novamente mais tarde.')
  assert.is(sendFailureMessage('lead', 'en-us'), 'Error sending message. Please try again later.')
  assert.is(sendFailureMessage('lead', 'es-es'), 'Error al enviar el mensaje. Inténtalo de nuevo más tarde.')
})

test.run()
