/** Why a post was taken for a bot's, counted per day so that a rule refusing people shows. Stable: monitoring reads them. */
export const refusalReasons = ['honeypot', 'no-solution', 'bad-solution', 'expired', 'other-form', 'replayed', 'too-fast'] as const

export type RefusalReason = (typeof refusalReasons)[number]

/** Each refusal's status; a 425's Retry-After makes the form wait and send again. The honeypot's bot is answered as a person, and learns nothing. */
export const refusalStatus: Record<Exclude<RefusalReason, 'honeypot'>, number> = {
  'no-solution': 403,
  'bad-solution': 403,
  expired: 403,
  'other-form': 403,
  replayed: 409,
  'too-fast': 425,
}

/** A refused post, thrown to the route, which answers it with its status and counts it. */
export class BotRefusal extends Error {
  readonly statusCode: number
  constructor(
    readonly reason: Exclude<RefusalReason, 'honeypot'>,
    /** For `too-fast`: how long until the same post would be accepted. */
    readonly retryAfterMs = 0,
  ) {
    super(`refused as a bot's post: ${reason}`)
    this.statusCode = refusalStatus[reason]
  }
}
