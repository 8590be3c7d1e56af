import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { sendFailureMessages } from './sendFailureMessages'
import { nodeI18n } from '../../locales/nodeI18n'

test('the contact form’s alert is the brief’s, word for word, with Spanish’s opening ¡', () => {
  assert.is(nodeI18n('pt-br')._(sendFailureMessages.contact), 'Ocorreu um erro ao enviar a mensagem!')
  assert.is(nodeI18n('en-us')._(sendFailureMessages.contact), 'An error occurred while sending the message!')
  assert.is(nodeI18n('es-es')._(sendFailureMessages.contact), '¡Se produjo un error al enviar el mensaje!')
})

test('the lead forms’ alert is the company’s fixed sentence in Portuguese and translated in English and Spanish', () => {
  assert.is(nodeI18n('pt-br')._(sendFailureMessages.lead), 'Erro ao enviar mensagem. Tente novamente mais tarde.')
  assert.is(nodeI18n('en-us')._(sendFailureMessages.lead), 'Error sending message. Please try again later.')
  assert.is(nodeI18n('es-es')._(sendFailureMessages.lead), 'Error al enviar el mensaje. Inténtalo de nuevo más tarde.')
})

test.run()
