import nodemailer from 'nodemailer'
import type { StoredLead } from '../leads/leadStore'
import { leadMail, type LeadMailAddresses } from './leadMail'

/** Sends lead notifications; nodemailer neither retries nor persists, the outbox does both. */
export type LeadMailer = {
  send(lead: StoredLead): Promise<void>
  /** How many messages it sends at once: the outbox worker keeps this many in flight. */
  concurrency: number
  close(): void
}

// SMTP connections used side by side: a burst of leads is not mailed one handshake at a time.
const smtpConnections = 5

/** A mailer over SMTP (`SMTP_URL`) through a pool of connections; the timeouts bound a stalled one. */
export function createLeadMailer(smtpUrl: string, addresses: LeadMailAddresses): LeadMailer {
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
    async send(lead) {
      await transport.sendMail(leadMail(lead, addresses))
    },
    close() {
      transport.close()
    },
  }
}
