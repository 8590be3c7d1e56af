import { useComputed } from '@preact/signals-react'
import { getValue } from '@modular-forms/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { brazilianStates } from '../../../data/brazilianStates'
import { defaultCountry } from '../../../data/countries'
import type { LeadInput } from '../../../data/forms/leadSchema'
import { fieldLimits } from '../../../data/forms/fieldLimits'
import type { PhoneExample } from '../../../data/forms/phoneExample'
import { useLocale } from '../../../shared/usePageContext'
import { CountrySelect } from '../CountrySelect/CountrySelect'
import { HiddenFields } from '../HiddenFields/HiddenFields'
import { Honeypot } from '../Honeypot/Honeypot'
import { localizedValidation } from '../localizedValidation'
import { PhoneInput } from '../PhoneInput/PhoneInput'
import { ProofStatus } from '../ProofStatus/ProofStatus'
import { Select } from '../Select/Select'
import { SendFailureAlert } from '../SendFailureAlert/SendFailureAlert'
import { SubmitButton } from '../SubmitButton/SubmitButton'
import { leadEndpoint } from '../leadEndpoint'
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
  /** The phone's placeholder for the country the form starts with, formatted as the page was prerendered. */
  phoneExample: PhoneExample
}

/**
 * The lead form of the hire and software-factory landing pages: name, e-mail, phone (a number of the chosen
 * country), country (the page's own at first) and, for Brazil, the state, checked with the server's schema and
 * messages, back to the thank-you page of the page's language. Without JavaScript it is a plain form post to the
 * API, and the state field still shows only for Brazil (in CSS, LeadForm.css.ts).
 */
export function LeadForm({ id, source, phoneExample }: LeadFormProps) {
  const locale = useLocale()
  const { i18n, t } = useLingui()
  const [form, { Form, Field }] = useFormFromPage<LeadValues>(id, {
    initialValues: { country: defaultCountry(locale) },
    validate: localizedValidation('lead', i18n),
  })
  // Read whether or not its field has mounted yet: the phone, above it, follows it from the first render.
  const country = useComputed(() => getValue(form, 'country', { shouldActive: false }))
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
            required
          />
        )}
      </Field>
      <Field name="phone">
        {(field, props) => (
          <PhoneInput field={field} props={props} id={`${id}-phone`} label={t`Phone (WhatsApp)`} country={country} example={phoneExample} required />
        )}
      </Field>
      <Field name="country">{(field, props) => <CountrySelect field={field} props={props} id={`${id}-country`} />}</Field>
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
