import { join } from 'node:path'
import { openLeadCapture, type LeadCapture } from '../../server/leadCapture'
import { readSettings } from '../../server/settings'
import { tempDir } from '../support/tempDir'

/**
 * The lead API of the browser tests' server: a SQLite file in a temp directory, no SMTP (emails stay
 * pending), and a rate limit no test run reaches, as every post comes from 127.0.0.1. `siteOrigin` is where the server
 * will listen (`http://127.0.0.1:<port>`): the site's origin, so that leads record their page on it.
 */
export async function openTestLeadCapture(siteOrigin?: string): Promise<{ capture: LeadCapture; file: string }> {
  const file = join(tempDir('browser-leads'), 'leads.sqlite')
  const capture = await openLeadCapture(
    readSettings({ DATABASE_URL: `sqlite:${file}`, LEAD_RATE_LIMIT: '100000', ...(siteOrigin ? { SITE_ORIGINS: siteOrigin } : {}) }),
  )
  return { capture, file }
}
