/**
 * Why a post was taken for a bot's. Each is counted per day (`npm run leads -- bots`, the health check), so that a
 * rule that starts refusing people shows. The names are stable: monitoring may read them.
 */
export const refusalReasons = ['honeypot', 'no-solution', 'bad-solution', 'expired', 'other-form', 'replayed', 'too-fast'] as const

/** One reason a post was refused. */
export type RefusalReason = (typeof refusalReasons)[number]

/**
 * The status of each refusal. A failed check is a 403 (the request is understood, and refused); a solution used
 * before is a 409, a conflict with the state of the server; a post sent sooner than a person can type is a 425 Too
 * Early with Retry-After, which no other refusal uses, so the form can wait and send again by itself. The honeypot
 * gets no status of its own: its bot is answered as a person would be, and learns nothing.
 */
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
