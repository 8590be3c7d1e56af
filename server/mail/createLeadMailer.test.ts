import { simpleParser } from 'mailparser'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { sampleLead } from '../../testbed/sampleLead'
import { startSmtpSink } from '../../testbed/smtpSink'
import { waitFor } from '../../tests/support/waitFor'
import type { StoredLead } from '../leads/leadStore'
import { createLeadMailer } from './createLeadMailer'

const addresses = { from: 'Site Tecto <site@tecto.com.br>', to: 'contato@tecto.com.br' }

/** The Subject and Reply-To of a lead's notification as a mail client decodes them, after a real SMTP delivery. */
async function deliveredHeaders(name: string) {
  const sink = await startSmtpSink()
  const mailer = createLeadMailer(sink.url, addresses)
  try {
    const lead: StoredLead = { ...sampleLead({ name }), id: '0b7f3f0e-5d1c-4a57-9a49-6a3f3c1d2e10', createdAt: new Date('2025-03-10T15:30:00Z') }
    await mailer.send(lead)
    await waitFor('the notification at the sink', () => sink.messages.length === 1)
    const parsed = await simpleParser(sink.messages[0]!.raw)
    return { subject: parsed.subject, replyTo: parsed.replyTo?.value }
  } finally {
    mailer.close()
    await sink.close()
  }
}

test('a name written as a MIME encoded-word reaches the mail client exactly as typed, not decoded', async () => {
  const name = '=?utf-8?b?QmNjOiBldmlsQHguY29t?= Ana'
  const { subject, replyTo } = await deliveredHeaders(name)
  assert.is(subject, `Novo lead pelo site: ${name}`)
  assert.equal(replyTo, [{ name: '', address: 'ana@empresa.com.br' }])
})

test('a quoted-printable encoded-word next to accented letters is shown as typed too', async () => {
  const name = 'José =?iso-8859-1?q?Bcc=3A_evil=40x=2Ecom?='
  assert.is((await deliveredHeaders(name)).subject, `Novo lead pelo site: ${name}`)
})

test('a right-to-left override or a zero-width character in a name reaches no header: the subject reads as written', async () => {
  const { subject, replyTo } = await deliveredHeaders('Ana\u202e moc.liame\u200b Souza\u2066')
  assert.is(subject, 'Novo lead pelo site: Ana moc.liame Souza')
  assert.equal(replyTo, [{ name: '', address: 'ana@empresa.com.br' }])
})

test('an ordinary accented name arrives unchanged', async () => {
  assert.is((await deliveredHeaders('Conceição Araújo')).subject, 'Novo lead pelo site: Conceição Araújo')
})

test.run()
