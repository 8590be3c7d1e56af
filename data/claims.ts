// The marketing claims (docs/product/rules.md). Marketing owns these numbers; every page that states one reads it here.

/** Qualified professionals in Tecto's network: "over 1,000". */
export const networkSize = 1000

/** The longest time to match a client with a professional, in business days: "up to 3". */
export const matchBusinessDays = 3

/** Years of leadership experience: "over 10". */
export const leadershipYears = 10

/** Value of the projects Tecto runs per year, in US dollars: "over 6 million". */
export const yearlyProjectValueUsd = 6_000_000
