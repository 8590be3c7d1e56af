// Plain TypeScript without Lingui: the lead server reads this too.

/**
 * How long a form submission is kept before it is deleted automatically, in days. The privacy
 * policy promises it, and it is the lead server's default and ceiling for LEAD_RETENTION_DAYS.
 */
export const leadRetentionDays = 365
