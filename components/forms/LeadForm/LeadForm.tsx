import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { brazilianStates } from '../../../data/brazilianStates'
import { countryOptions, defaultCountry } from '../../../data/countries'
import { leadSchema, type LeadInput } from '../../../data/forms/leadSchema'
import { fieldLimits } from '../../../data/forms/fieldLimits'
import { useLocale } from '../../../shared/usePageContext'
import { HiddenFields } from '../HiddenFields/HiddenFields'
import { Honeypot } from '../Honeypot/Honeypot'
import { localizedValidation } from '../localizedValidation'
import { PhoneInput } from '../PhoneInput/PhoneInput'
import { ProofStatus } from '../ProofStatus/ProofStatus'
import { Select } from '../Select/Select'
import { SendFailureAlert } from '../SendFailureAlert/SendFailureAlert'
import { SubmitButton } from '../SubmitButton/SubmitButton'
import { leadEndpoint } from '../submitLead'
import { TextInput } from '../TextInput/TextInput'
import { useFormFromPage } from '../useFormFromPage'
import { useHydrated } from '../useHydrated'
import { useSendForm } from '../useSendForm'
import * as styles from './LeadForm.css'

/** The lead form's fields: the shared schema's, less the origin, which is added when sending. */
export type LeadValues = Required<Omit<LeadInput, 'origin'>>

/** The landing page a lead form sits on. */
export type LeadSource = 'hire' | 'softwareFactory'

const stateOptions = brazilianStates.map((state) => ({ value: state.code, label: state.name }))

type LeadFormProps = {
  /** The form's anchor id, e.g. `software-form`; its fields' ids start with it. */
  id: string
  source: LeadSource
}

/**
 * The lead form of the hire and software-factory landing pages: name, e-mail, phone, country and, for
 * Brazil, the state, checked with the server's schema and messages, back to the thank-you page of the
 * page's language. Without JavaScript it is a plain form post to the API, and the state field still
 * shows only for Brazil (in CSS, LeadForm.css.ts).
 */
export function LeadForm({ id, source }: LeadFormProps) {
  const locale = useLocale()
  const { i18n, t } = useLingui()
  const [form, { Form, Field }] = useFormFromPage<LeadValues>(id, {
    initialValues: { country: defaultCountry(locale) },
    validate: localizedValidation('lead', leadSchema, i18n),
  })
  const countries = useMemo(() => countryOptions(locale), [locale])
  const { onSubmit, failure, sent, checking } = useSendForm('lead', form)
  // Until hydration the browser's own checks guard the native post; then ours speak the page's language.
  const hydrated = useHydrated()
  const name =
    source === 'hire'
      ? t({ message: 'Hire tech professionals', comment: 'Accessible name of the hire landing page’s lead form' })
      : t({ message: 'Request a software project', comment: 'Accessible name of the software-factory landing page’s lead form' })
  return (
    <Form id={id} method="post" action={leadEndpoint()} noValidate={hydrated} onSubmit={onSubmit} className={styles.root} aria-label={name}>
      <p className={styles.note}>
        <Trans>All fields are required.</Trans>
      </p>
      <Field name="name">
        {(field, props) => (
          <TextInput
            field={field}
            props={props}
            id={`${id}-name`}
            maxLength={fieldLimits.name}
            label={t`Name`}
            autoComplete="name"
            placeholder={t`Your full name`}
            required
          />
        )}
      </Field>
      <Field name="email">
        {(field, props) => (
          <TextInput
            field={field}
            props={props}
            id={`${id}-email`}
            type="email"
            maxLength={fieldLimits.email}
            label={t`Work email`}
            autoComplete="email"
            placeholder={t`you@company.com`}
            required
          />
        )}
      </Field>
      <Field name="phone">
        {(field, props) => <PhoneInput field={field} props={props} id={`${id}-phone`} label={t`Phone (WhatsApp)`} placeholder="(11) 98765-4321" required />}
      </Field>
      <Field name="country">
        {(field, props) => (
          <Select
            field={field}
            props={props}
            id={`${id}-country`}
            label={t({ message: 'Country', comment: 'The lead form’s country list; Brazil’s leads then choose their state' })}
            placeholder={t`Select your country`}
            options={countries}
            autoComplete="country"
            required
          />
        )}
      </Field>
      <div className={styles.brazilOnly}>
        <Field name="state">
          {(field, props) => (
            <Select
              field={field}
              props={props}
              id={`${id}-state`}
              label={t({ message: 'State', comment: 'One of the 27 Brazilian federative units' })}
              placeholder={t`Select your state`}
              options={stateOptions}
              autoComplete="address-level1"
              // Not `required`: a hidden required list would block the post without JavaScript; the schema requires it for Brazil.
              aria-required
            />
          )}
        </Field>
      </div>
      <Field name="website">{(field, props) => <Honeypot field={field} props={props} id={`${id}-website`} />}</Field>
      <HiddenFields form="lead" />
      <SendFailureAlert form="lead" failure={failure} />
      <ProofStatus checking={checking} />
      <SubmitButton submitting={form.submitting} done={sent}>
        {source === 'hire' ? (
          <Trans comment="Submit button of the hire landing page's lead form">Find my professional</Trans>
        ) : (
          <Trans comment="Submit button of the software-factory landing page's lead form">Request a proposal</Trans>
        )}
      </SubmitButton>
    </Form>
  )
}
