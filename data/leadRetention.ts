// Plain TypeScript without Lingui: the lead server reads this too.

/** How long a form submission is kept, in days: the privacy policy's promise, the server's default and ceiling. */
export const leadRetentionDays = 365

/** How long a backup of the lead database is kept, in days: the longest an erased lead survives; the privacy policy promises it. */
export const backupRetentionDays = 30
