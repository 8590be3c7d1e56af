import nodemailer from 'nodemailer'
import type { StoredLead } from '../leads/leadStore'
import { leadMail, type LeadMailAddresses } from './leadMail'

// SMTP connections used side by side: a burst of leads is not mailed one handshake at a time.
const smtpConnections = 5

/** Lead notifications over SMTP (`SMTP_URL`), a pool of connections whose timeouts bound a stalled one; the outbox retries and persists. */
export function createLeadMailer(smtpUrl: string, addresses: LeadMailAddresses) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: smtpConnections,
    maxMessages: 100,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })
  return {
    concurrency: smtpConnections,
    async send(lead: StoredLead): Promise<void> {
      await transport.sendMail(leadMail(lead, addresses))
    },
    close() {
      transport.close()
    },
  }
}
