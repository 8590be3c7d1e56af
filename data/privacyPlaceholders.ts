import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { companyFacts } from './companyFacts'
import { fieldLabel } from './forms/formReplyText'
import { visitorFields } from './forms/visitorFields'
import { backupRetentionDays, leadRetentionDays } from './leadRetention'
import { escapeHtml } from '../shared/escapeHtml'

// The privacy policy is a content file the legal team writes (content/legal/privacy-policy). What only the site knows
// goes in as `{{placeholder}}`, filled when the page renders, so the policy cannot drift from the code: the fields each
// form collects come from the form's schema, the retention periods from the lead server's, the controller from the
// company facts (data/companyFacts.ts).

/** Where visitors reach Tecto's data protection officer (encarregado) about their data. */
export const privacyContactEmail = 'privacidade@tecto.com.br'

/** The placeholders a legal text may use (docs/content/README.md lists what each one says). */
export const policyPlaceholders = ['privacyEmail', 'controller', 'leadRetention', 'backupRetention', 'fields:contact', 'fields:lead'] as const

/** A number of days, in words of the page's language. */
function period(i18n: I18n, days: number): string {
  return i18n._(msg({ comment: 'A period in the privacy policy, e.g. "365 days"', message: plural(days, { one: '{days} day', other: '{days} days' }) }))
}

/** The company as the law names it: its registered name, CNPJ and address once supplied, else its brand. */
export function controllerName(facts = companyFacts): string {
  const details = [facts.cnpj && `CNPJ ${facts.cnpj}`, facts.address].filter(Boolean)
  const name = facts.legalName ?? 'Tecto'
  return details.length ? `${name} (${details.join(', ')})` : name
}

/** The fields a form collects, as a list in the page's language, e.g. "name, email, phone, country and state". */
function formFields(i18n: I18n, kind: 'contact' | 'lead'): string {
  const labels = visitorFields(kind).map((field) => fieldLabel(i18n, field).toLocaleLowerCase(i18n.locale))
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(labels)
}

/** What each placeholder of a legal text says in the language of `i18n`, as HTML (data/content/placeholders.ts fills them). */
export function policyValues(i18n: I18n): Record<(typeof policyPlaceholders)[number], string> {
  return {
    privacyEmail: `<a href="mailto:${privacyContactEmail}">${privacyContactEmail}</a>`,
    controller: escapeHtml(controllerName()),
    leadRetention: escapeHtml(period(i18n, leadRetentionDays)),
    backupRetention: escapeHtml(period(i18n, backupRetentionDays)),
    'fields:contact': escapeHtml(formFields(i18n, 'contact')),
    'fields:lead': escapeHtml(formFields(i18n, 'lead')),
  }
}
