import { useComputed } from '@preact/signals-react'
import { getValue } from '@modular-forms/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { defaultCountry } from '../../../data/countries'
import type { ContactInput } from '../../../data/forms/contactSchema'
import { fieldLimits } from '../../../data/forms/fieldLimits'
import type { PhoneExample } from '../../../data/forms/phoneExample'
import { paths } from '../../../data/routes'
import { useLocale } from '../../../shared/usePageContext'
import { Link } from '../../Link/Link'
import { CountrySelect } from '../CountrySelect/CountrySelect'
import { HiddenFields } from '../HiddenFields/HiddenFields'
import { Honeypot } from '../Honeypot/Honeypot'
import { localizedValidation } from '../localizedValidation'
import { PhoneInput } from '../PhoneInput/PhoneInput'
import { ProofStatus } from '../ProofStatus/ProofStatus'
import { SendFailureAlert } from '../SendFailureAlert/SendFailureAlert'
import { SubmitButton } from '../SubmitButton/SubmitButton'
import { leadEndpoint } from '../leadEndpoint'
import { TextArea } from '../TextArea/TextArea'
import { TextInput } from '../TextInput/TextInput'
import { useFormFromPage } from '../useFormFromPage'
import { useHydrated } from '../useHydrated'
import { useSendForm } from '../useSendForm'
import * as styles from './ContactForm.css'

/** The contact form's fields: the shared schema's, less the origin, which is added when sending. */
export type ContactValues = Required<Omit<ContactInput, 'origin'>>

type ContactFormProps = {
  /** The phone's placeholder for the country the form starts with, formatted as the page was prerendered. */
  phoneExample: PhoneExample
}

/**
 * The contact page's form (docs/product/pages.md): seven required fields checked on submit with the server's own
 * schema and messages, the phone as a number of the chosen country (the page's own at first). Without JavaScript it
 * is a plain form post to the API, which answers with the thank-you page.
 */
export function ContactForm({ phoneExample }: ContactFormProps) {
  const locale = useLocale()
  const { i18n, t } = useLingui()
  const [form, { Form, Field }] = useFormFromPage<ContactValues>('contact', {
    initialValues: { country: defaultCountry(locale) },
    validate: localizedValidation('contact', i18n),
  })
  // Read whether or not its field has mounted yet, so the phone follows it from the first render.
  const country = useComputed(() => getValue(form, 'country', { shouldActive: false }))
  const { onSubmit, failure, sent, checking } = useSendForm('contact', form)
  // Until hydration the browser's own checks guard the native post; then ours speak the page's language.
  const hydrated = useHydrated()
  return (
    <Form method="post" action={leadEndpoint()} noValidate={hydrated} onSubmit={onSubmit} className={styles.root} aria-labelledby="contact-form-title">
      <div className={styles.intro}>
        <h2 id="contact-form-title" className={styles.title}>
          <Trans>Send us a message</Trans>
        </h2>
        <p className={styles.note}>
          <Trans>All fields are required.</Trans>
        </p>
      </div>
      <div className={styles.fields}>
        <Field name="name">
          {(field, props) => (
            <TextInput
              field={field}
              props={props}
              id="contact-name"
              maxLength={fieldLimits.name}
              label={t`Full name`}
              autoComplete="name"
              placeholder={t`Your full name`}
              required
            />
          )}
        </Field>
        <Field name="company">
          {(field, props) => (
            <TextInput
              field={field}
              props={props}
              id="contact-company"
              maxLength={fieldLimits.company}
              label={t`Company name`}
              autoComplete="organization"
              placeholder={t`Where you work`}
              required
            />
          )}
        </Field>
        <Field name="role">
          {(field, props) => (
            <TextInput
              field={field}
              props={props}
              id="contact-role"
              maxLength={fieldLimits.role}
              label={t({ message: 'Role', comment: 'Job title of the person filling in the form' })}
              autoComplete="organization-title"
              placeholder={t({ message: 'e.g. CTO, founder', comment: 'Placeholder of the role field: keep it as short, it must fit a phone-width field' })}
              required
            />
          )}
        </Field>
        <Field name="email">
          {(field, props) => (
            <TextInput
              field={field}
              props={props}
              id="contact-email"
              type="email"
              maxLength={fieldLimits.email}
              label={t`Email`}
              autoComplete="email"
              required
            />
          )}
        </Field>
        {/* The country before the phone: the number is typed as the chosen country writes it. */}
        <Field name="country">{(field, props) => <CountrySelect field={field} props={props} id="contact-country" />}</Field>
        <Field name="phone">
          {(field, props) => <PhoneInput field={field} props={props} id="contact-phone" label={t`Phone`} country={country} example={phoneExample} required />}
        </Field>
        <div className={styles.wide}>
          <Field name="message">
            {(field, props) => (
              <TextArea
                field={field}
                props={props}
                id="contact-message"
                maxLength={fieldLimits.message}
                label={t`How can we assist you?`}
                placeholder={t`Your goals, the current situation and when you need it`}
                required
              />
            )}
          </Field>
        </div>
      </div>
      <Field name="website">{(field, props) => <Honeypot field={field} props={props} id="contact-website" />}</Field>
      <HiddenFields form="contact" />
      <SendFailureAlert form="contact" failure={failure} />
      <ProofStatus checking={checking} />
      <div className={styles.actions}>
        <SubmitButton submitting={form.submitting} done={sent}>
          <Trans>Send message</Trans>
        </SubmitButton>
        <p className={styles.privacy}>
          <Trans comment="Under the contact form. <0>…</0> is the link to the privacy policy page.">
            We use your details only to answer you, as our <Link href={paths.privacy}>privacy policy</Link> explains.
          </Trans>
        </p>
      </div>
    </Form>
  )
}
