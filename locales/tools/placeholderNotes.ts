import { leadershipYears, matchBusinessDays, networkSize } from '../../data/claims'
import { leadRetentionDays } from '../../data/leadRetention'

// What each placeholder stands for, noted by extraction on every message that has it; the claims' figures come from
// data/claims.ts, so the note shows the number the page shows.
const meanings: Record<string, string> = {
  matchBusinessDays: `the longest time to match a client with a professional, in business days (now ${matchBusinessDays})`,
  networkSize: `how many professionals Tecto's network has (now ${networkSize}), in the page's number format`,
  network: `how many professionals Tecto's network has (now ${networkSize}), already in the page's number format`,
  count: `how many professionals Tecto's network has (now ${networkSize}), already in the page's number format`,
  leadershipYears: `years of leadership experience (now ${leadershipYears})`,
  leadRetentionDays: `days a form submission is kept before it is deleted (now ${leadRetentionDays})`,
  max: "a field's length limit in characters (120 or 5,000), in the page's number format",
  first: 'the number of the first slide in view',
  last: 'the number of the last slide in view',
  total: 'how many slides the carousel has',
  number: 'the number of a slide',
  mailbox: 'the data protection officer’s e-mail address, as a link',
  contactForm: 'the link “contact form” to the contact page, already in the page’s language',
  contactEmail: 'Tecto’s public e-mail address, e.g. contato@tecto.com.br',
  copyrightYear: 'the year the site was built, e.g. 2026',
  updated: 'the date of the last update, already written in the page’s language',
  articleTitle: 'an article’s title, in Portuguese',
  title: 'the video’s title',
  name: 'a person’s name',
  productName: 'an AI product’s name, never translated, e.g. Tecto Seller',
  host: 'a web site’s address without https:// or www., e.g. medium.com',
  abbreviation: 'a job title’s abbreviation, e.g. CEO',
  figure:
    'a headline number, already formatted for the page (e.g. "1.000+", "3", "US$ 6 mi+") and set in large type; the words after it form the smaller label under it',
}

/** The notes on a message's placeholders: `{max}: a field's length limit…`, one per known placeholder. */
export function placeholderNotes(message: string): string[] {
  const names = new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]!))
  return [...names].filter((name) => meanings[name]).map((name) => `{${name}}: ${meanings[name]}`)
}
