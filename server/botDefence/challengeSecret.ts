import { randomBytes } from 'node:crypto'
import type { LeadStore } from '../leads/leadStore'

/** Where the lead store keeps the generated key. */
const secretName = 'lead-challenge'

/**
 * The key that signs the forms' challenges. Every instance must hold the same one, or a challenge one of them
 * issued would be refused by another: `LEAD_CHALLENGE_SECRET` when set, else a random key the first instance
 * keeps in the lead store for every instance on the same database (no setting needed).
 */
export async function challengeSecret(store: LeadStore, configured = ''): Promise<string> {
  if (configured) return configured
  return store.sharedSecret(secretName, randomBytes(32).toString('base64url'))
}
