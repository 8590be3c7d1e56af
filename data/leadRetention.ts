// Plain TypeScript without Lingui: the lead server reads this too.

/**
 * How long a form submission is kept before it is deleted automatically, in days. The privacy
 * policy promises it, and it is the lead server's default and ceiling for LEAD_RETENTION_DAYS.
 */
export const leadRetentionDays = 365

/**
 * How long a backup copy of the lead database is kept before it is deleted, in days: the longest a deleted or
 * erased lead may survive in a backup. The privacy policy promises it; the operating guide (docs/operating)
 * sets backups to it.
 */
export const backupRetentionDays = 30
