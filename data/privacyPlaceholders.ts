import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { companyFacts, type CompanyFacts } from './companyFacts'
import { fieldLabel } from './forms/formReplyText'
import { visitorFields } from './forms/visitorFields'
import { backupRetentionDays, leadRetentionDays } from './leadRetention'
import { localizePath } from './localePath'
import type { Locale } from './locales'
import { paths } from './routes'
import { escapeHtml } from '../shared/escapeHtml'

// The legal team's privacy policy takes what only the site knows as `{{placeholder}}`s, so it cannot drift from the code.

/** The placeholders a legal text may use (docs/content/README.md lists what each one says). */
export const policyPlaceholders = ['privacyContact', 'controller', 'leadRetention', 'backupRetention', 'fields:contact', 'fields:lead'] as const

/** A number of days, in words of the page's language. */
function period(i18n: I18n, days: number): string {
  return i18n._(msg({ comment: 'A period in the privacy policy, e.g. "365 days"', message: plural(days, { one: '{days} day', other: '{days} days' }) }))
}

/** The company as the law names it: its registered name, CNPJ and address once supplied, else its brand. */
export function controllerName(facts: Pick<CompanyFacts, 'legalName' | 'cnpj' | 'address'> = companyFacts): string {
  const details = [facts.cnpj && `CNPJ ${facts.cnpj}`, facts.address].filter(Boolean)
  const name = facts.legalName ?? 'Tecto'
  return details.length ? `${name} (${details.join(', ')})` : name
}

/** The fields a form collects, as a list in the page's language, e.g. "name, email, phone, country and state". */
function formFields(i18n: I18n, kind: 'contact' | 'lead'): string {
  const labels = visitorFields(kind).map((field) => fieldLabel(i18n, field).toLocaleLowerCase(i18n.locale))
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(labels)
}

/** How to reach the data protection officer: their mailbox once supplied, else the contact form (never a guessed address). */
function privacyContact(i18n: I18n, locale: Locale, privacyEmail: string | undefined): string {
  if (privacyEmail) {
    const mailbox = `<a href="mailto:${escapeHtml(privacyEmail)}">${escapeHtml(privacyEmail)}</a>`
    return i18n._(
      msg({
        comment: 'Privacy policy: how to reach the data protection officer; {mailbox} is their e-mail address, as a link',
        message: `Write to ${mailbox}.`,
      }),
    )
  }
  const linkText = i18n._(
    msg({ comment: 'Privacy policy: the link to the contact page in "Send your request through our {contactForm}…"', message: 'contact form' }),
  )
  const contactForm = `<a href="${localizePath(locale, paths.contact)}">${escapeHtml(linkText)}</a>`
  return i18n._(
    msg({
      comment: 'Privacy policy: how to reach the data protection officer until Tecto has a data-protection mailbox; {contactForm} is the link "contact form"',
      message: `Send your request through our ${contactForm}, saying that it concerns your personal data, so that it reaches our data protection officer.`,
    }),
  )
}

/** What each placeholder of a legal text says in `locale`, whose language `i18n` speaks, as HTML (data/content/placeholders.ts fills them). */
export function policyValues(
  i18n: I18n,
  locale: Locale,
  facts: Pick<CompanyFacts, 'privacyEmail' | 'legalName' | 'cnpj' | 'address'> = companyFacts,
): Record<(typeof policyPlaceholders)[number], string> {
  return {
    privacyContact: privacyContact(i18n, locale, facts.privacyEmail),
    controller: escapeHtml(controllerName(facts)),
    leadRetention: escapeHtml(period(i18n, leadRetentionDays)),
    backupRetention: escapeHtml(period(i18n, backupRetentionDays)),
    'fields:contact': escapeHtml(formFields(i18n, 'contact')),
    'fields:lead': escapeHtml(formFields(i18n, 'lead')),
  }
}
