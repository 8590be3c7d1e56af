import nodemailer from 'nodemailer'
import type { StoredLead } from '../leads/leadStore'
import { leadMail, type LeadMailAddresses } from './leadMail'

/** Sends lead notifications; nodemailer neither retries nor persists, the outbox does both. */
export type LeadMailer = { send(lead: StoredLead): Promise<void>; close(): void }

/**
 * A mailer over SMTP (`SMTP_URL`). The timeouts bound one send well below the outbox lease
 * (server/outbox/outboxWorker.ts), so no second worker takes over a send still in progress.
 */
export function createLeadMailer(smtpUrl: string, addresses: LeadMailAddresses): LeadMailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
  return {
    async send(lead) {
      await transport.sendMail(leadMail(lead, addresses))
    },
    close() {
      transport.close()
    },
  }
}
