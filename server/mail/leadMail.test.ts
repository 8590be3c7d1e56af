import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { sampleLead } from '../../testbed/sampleLead'
import type { StoredLead } from '../leads/leadStore'
import { leadMail } from './leadMail'
import { mailDeliveryStatus } from '../leadCapture'

const addresses = { from: 'Site Tecto <site@tecto.com.br>', to: 'contato@tecto.com.br' }
const stored = (overrides: Partial<StoredLead> = {}): StoredLead => ({
  ...sampleLead({ kind: 'contact', company: 'Acme', role: 'CTO', message: 'Linha 1\nLinha 2', state: null }),
  id: '0b7f3f0e-5d1c-4a57-9a49-6a3f3c1d2e10',
  createdAt: new Date('2025-03-10T15:30:00Z'),
  ...overrides,
})

test('lists every field of the lead in text and HTML', () => {
  const mail = leadMail(stored(), addresses)
  assert.is(mail.subject, 'Novo contato pelo site: Ana Souza')
  assert.match(
    mail.text as string,
    'Nome: Ana Souza\nE-mail: ana@empresa.com.br\nTelefone: (11) 98765-4321\nEmpresa: Acme\nCargo: CTO\nMensagem:\nLinha 1\nLinha 2\n',
  )
  assert.match(mail.text as string, 'Recebido em: 10/03/2025, 12:30:00 (horário de Brasília)')
  assert.match(
    mail.html as string,
    '<th align="left" valign="top" style="padding:4px 12px 4px 0">Cargo</th><td style="padding:4px 0;white-space:pre-wrap">CTO</td>',
  )
  assert.is(mail.messageId, '<lead-0b7f3f0e-5d1c-4a57-9a49-6a3f3c1d2e10@tecto.com.br>')
  assert.equal([mail.from, mail.to], [addresses.from, addresses.to])
})

test('names the state of a lead form', () => {
  const mail = leadMail(stored({ kind: 'lead', company: null, role: null, message: null, country: 'BR', state: 'RJ' }), addresses)
  assert.is(mail.subject, 'Novo lead pelo site: Ana Souza')
  assert.match(mail.text as string, 'País: Brasil (BR)\nEstado: Rio de Janeiro (RJ)')
  assert.not.match(mail.text as string, 'Empresa')
})

test('names the country of a lead from abroad, in Portuguese for the sales team, with no state', () => {
  const mail = leadMail(stored({ kind: 'lead', company: null, role: null, message: null, phone: '+34612345678', country: 'ES', state: null }), addresses)
  assert.match(mail.text as string, 'Telefone: +34612345678\nPaís: Espanha (ES)\nFormulário')
})

test('nothing the prospect typed becomes a header or markup', () => {
  const mail = leadMail(stored({ name: 'Ana\r\nBcc: all@example.com\u2028X', company: '<img src=x onerror=alert(1)>' }), addresses)
  assert.is(mail.subject, 'Novo contato pelo site: Ana Bcc: all@example.com X')
  assert.equal(mail.replyTo, { name: '', address: 'ana@empresa.com.br' })
  assert.match(mail.html as string, '&lt;img src=x onerror=alert(1)&gt;')
  assert.not.match(mail.html as string, '<img')
})

test('no bidirectional control or zero-width character of a name reaches the subject', () => {
  const name = '\u202aAna\u202b \u202dSouza\u202c\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c\u200b\u200c\u200d\u2060\ufeff'
  assert.is(leadMail(stored({ name }), addresses).subject, 'Novo contato pelo site: Ana Souza')
})

test('a lead sent without JavaScript says in its subject and body that it was not verified', () => {
  const unverified = leadMail(stored({ verified: false }), addresses)
  assert.is(unverified.subject, '[não verificado] Novo contato pelo site: Ana Souza')
  assert.match(unverified.text as string, 'Verificação: NÃO VERIFICADO: enviado sem JavaScript, sem o desafio anti-robô; pode ser spam')
  const verified = leadMail(stored({ verified: true }), addresses)
  assert.match(verified.text as string, 'Verificação: verificado')
  assert.not.match(leadMail(stored({ verified: null }), addresses).text as string, 'Verificação')
})

test('the start-up line says whether emails go out or stay pending', () => {
  assert.is(
    mailDeliveryStatus({ smtpUrl: '', leadMailTo: 'contato@tecto.com.br', pending: 3 }),
    'SMTP_URL is not set: lead notification emails stay pending (3 waiting) and are sent once it is set.',
  )
  const status = mailDeliveryStatus({ smtpUrl: 'smtps://user:secret@smtp.tecto.com.br:465', leadMailTo: 'contato@tecto.com.br', pending: 0 })
  assert.is(status, 'Lead notification emails go to contato@tecto.com.br through smtp.tecto.com.br:465 (0 pending).')
})

test('an "Origem" block names the campaign, the ad click, the landing page and the referring site', () => {
  const attribution = {
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'lancamento',
    gclid: 'abc123',
    landing_page: '/pt-br/?utm_source=newsletter&utm_campaign=lancamento',
    referrer: 'https://mail.example.com/inbox',
  }
  const mail = leadMail(stored({ attribution }), addresses)
  assert.match(
    mail.text as string,
    '\nOrigem\nCampanha: lancamento\nFonte / meio: newsletter / email\nClique de anúncio: gclid=abc123\n' +
      'Página de entrada: /pt-br/?utm_source=newsletter&utm_campaign=lancamento\nVeio de: https://mail.example.com/inbox\n',
  )
  assert.match(mail.html as string, '<h3>Origem</h3>')
  assert.match(mail.html as string, '/pt-br/?utm_source=newsletter&amp;utm_campaign=lancamento')
})

test('a lead without campaign data has no "Origem" block', () => {
  const mail = leadMail(stored({ attribution: {} }), addresses)
  assert.not.match(mail.text as string, 'Origem')
  assert.not.match(mail.html as string, 'Origem')
})

test.run()
