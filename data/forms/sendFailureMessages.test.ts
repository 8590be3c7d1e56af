import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { sendFailureMessage } from './sendFailureMessages'
import { nodeI18n } from '../../locales/nodeI18n'

test('the contact form’s alert is the brief’s, word for word, with Spanish’s opening ¡', () => {
  assert.is(sendFailureMessage(nodeI18n('pt-br'), 'contact'), 'Ocorreu um erro ao enviar a mensagem!')
  assert.is(sendFailureMessage(nodeI18n('en-us'), 'contact'), 'An error occurred while sending the message!')
  assert.is(sendFailureMessage(nodeI18n('es-es'), 'contact'), '¡Se produjo un error al enviar el mensaje!')
})

test('the lead forms’ alert is the company’s fixed sentence in Portuguese and translated in English and Spanish', () => {
  assert.is(sendFailureMessage(nodeI18n('pt-br'), 'lead'), 'Erro ao enviar mensagem. Tente novamente mais tarde.')
  assert.is(sendFailureMessage(nodeI18n('en-us'), 'lead'), 'Error sending message. Please try again later.')
  assert.is(sendFailureMessage(nodeI18n('es-es'), 'lead'), 'Error al enviar el mensaje. Inténtalo de nuevo más tarde.')
})

test.run()
