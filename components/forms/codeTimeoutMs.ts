/**
 * How long a form waits for code it fetches on demand: as long as for the post itself (submitLead.ts), since a fetch
 * that hangs must not leave a form waiting for ever.
 */
export const codeTimeoutMs = 30_000
