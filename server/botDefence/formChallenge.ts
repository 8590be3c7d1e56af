import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import * as v from 'valibot'
import { isFormKind, type FormKind } from '../../data/forms/formKinds'
import type { SpentChallenge } from '../leads/leadStore'
import { BotRefusal } from './refusalReasons'

/** ALTCHA's proof of work, PBKDF2 of `cost` iterations per counter up to a random one: a second while a person types, paid by a bot per post. */
export type ChallengeWork = { cost: number; minCounter: number; maxCounter: number }

export const defaultChallengeWork: ChallengeWork = { cost: 5_000, minCounter: 500, maxCounter: 1_500 }

/** The least time from a challenge (the form's first touch) to its post: nobody fills name, e-mail and phone faster; the form waits the rest. */
export const minimumFillMs = 3_000

/** How long a challenge stays good: a visitor who pauses longer gets a fresh one from the form, unnoticed. */
export const challengeLifetimeMs = 30 * 60_000

const algorithm = 'PBKDF2/SHA-256'

/** The secret that signs the solver's derived key, kept apart from the challenge's own (altcha-lib's fast check). */
const keySecret = (secret: string) => createHmac('sha256', secret).update('tecto challenge derived key').digest('base64url')

/** What a challenge carries, signed (ms since 1970). */
type ChallengeData = { form: FormKind; issuedAt: number; notBefore: number }

/** A challenge for one form, signed with `secret`, good from `fillMs` after `now` (only tests ask for less than `minimumFillMs`). */
export async function createFormChallenge(options: { secret: string; form: FormKind; now: Date; work: ChallengeWork; fillMs?: number }): Promise<Challenge> {
  const { secret, form, now, work, fillMs = minimumFillMs } = options
  const issuedAt = now.getTime()
  const data: ChallengeData = { form, issuedAt, notBefore: issuedAt + fillMs }
  return createChallenge({
    algorithm,
    cost: work.cost,
    counter: randomInt(work.maxCounter, work.minCounter),
    deriveKey,
    data,
    expiresAt: new Date(issuedAt + challengeLifetimeMs),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret(secret),
  })
}

/** The solution as the form sends it, base64 JSON (the ALTCHA widget's own payload): checked before any use. */
const payloadSchema = v.pipe(
  v.string(),
  // A payload is a few hundred bytes; anything much longer is not one.
  v.maxLength(4096),
  v.transform((text) => Buffer.from(text, 'base64').toString('utf8')),
  v.parseJson(),
  v.object({
    challenge: v.object({
      parameters: v.looseObject({
        algorithm: v.literal(algorithm),
        nonce: v.string(),
        salt: v.string(),
        cost: v.number(),
        keyLength: v.number(),
        keyPrefix: v.string(),
        expiresAt: v.number(),
        data: v.objectWithRest({ form: v.string(), issuedAt: v.number(), notBefore: v.number() }, v.union([v.string(), v.number(), v.boolean(), v.null()])),
      }),
      signature: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
    }),
    solution: v.object({ counter: v.number(), derivedKey: v.string(), time: v.optional(v.number()) }),
  }),
)

/** Checks a solution posted with `form` at `now`: signed, solved, unexpired, this form's, not too early, else BotRefusal; reuse is the store's to catch. */
export async function checkSolution({ secret, payload, form, now }: { secret: string; payload: unknown; form: FormKind; now: Date }): Promise<SpentChallenge> {
  if (payload === undefined || payload === null || payload === '') throw new BotRefusal('no-solution')
  const parsed = v.safeParse(payloadSchema, payload)
  if (!parsed.success) throw new BotRefusal('bad-solution')
  const { challenge, solution } = parsed.output
  const { expiresAt, data } = challenge.parameters
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret(secret),
  }).catch(() => undefined)
  // altcha-lib looks at the expiry before the signature, so a forged challenge that has also expired counts as
  // expired; any other forgery is a bad solution, whatever form or time it names.
  if (!result || result.invalidSignature) throw new BotRefusal('bad-solution')
  if (result.expired || expiresAt * 1000 < now.getTime()) throw new BotRefusal('expired')
  if (!result.verified) throw new BotRefusal('bad-solution')
  if (!isFormKind(data.form) || data.form !== form) throw new BotRefusal('other-form')
  if (now.getTime() < data.notBefore) throw new BotRefusal('too-fast', data.notBefore - now.getTime())
  return { signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) }
}
