import { randomBytes } from 'node:crypto'
import type { LeadStore } from '../leads/leadStore'

/**
 * The key that signs the challenges, the same on every instance: `LEAD_CHALLENGE_SECRET` when set, else a random key
 * the first instance keeps in the lead store.
 */
export async function challengeSecret(store: LeadStore, configured = ''): Promise<string> {
  if (configured) return configured
  return store.sharedSecret('lead-challenge', randomBytes(32).toString('base64url'))
}
