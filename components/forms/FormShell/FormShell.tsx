import { type ReactNode, useEffect, useState } from 'react'
import { useComputed } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { getValue } from '@modular-forms/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { defaultCountry } from '../../../data/countries'
import type { FormKind } from '../../../data/forms/formKinds'
import { fieldLabel } from '../../../data/forms/formReplyText'
import type { PhoneExample } from '../../../data/forms/phoneExample'
import { useLocale, usePageContext } from '../../../shared/usePageContext'
import { Button } from '../../Button/Button'
import { localizedValidation } from '../formCodeLoader'
import { type FieldSpec, FormField } from '../FormField/FormField'
import { leadEndpoint } from '../leadEndpoint'
import { type RepliedFailure, SendFailureAlert } from '../SendFailureAlert/SendFailureAlert'
import { useFormFromPage } from '../useFormFromPage'
import { useSendForm } from '../useSendForm'
import * as styles from './FormShell.css'

type FormShellProps = {
  kind: FormKind
  /** Its fields' ids start with it: `contact-name`, `hire-form-email`. */
  idPrefix: string
  /** The visible fields, in order; the honeypot and the hidden fields come with every form. */
  fields: FieldSpec[]
  phoneExample: PhoneExample
  /** The form element's class, accessible name and, on a landing page, anchor. */
  attributes: { className: string; id?: string; 'aria-label'?: string; 'aria-labelledby'?: string }
  /** The contact form's heading, above "All fields are required.". */
  title?: ReactNode
  submitLabel: ReactNode
  /** The contact form's two columns, and the note beside its button. */
  fieldsClassName?: string
  actions?: { className: string; note: ReactNode }
}

/** A form of the site (docs/product/forms.md): without JavaScript a plain post; a refused one is answered by this form, filled from `formReply`. */
export function FormShell({ kind, idPrefix, fields, phoneExample, attributes, title, submitLabel, fieldsClassName, actions }: FormShellProps) {
  useSignals()
  const locale = useLocale()
  const { i18n } = useLingui()
  const { formReply: reply, urlPathname } = usePageContext()
  const names = fields.map((spec) => spec.name)
  const [form, { Form, Field }] = useFormFromPage<Record<string, string>>(idPrefix, names, {
    initialValues: { country: defaultCountry(locale) },
    validate: localizedValidation(kind, i18n),
  })
  // Read whether or not its field has mounted yet, so the phone follows it from the first render.
  const country = useComputed(() => getValue(form, 'country', { shouldActive: false }))
  const { onSubmit, failure, sent, checking } = useSendForm(kind, form)
  // Until hydration the browser's own checks guard the native post; then ours speak the page's language.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // Without JavaScript the browser's autofocus brings the visitor to the first field to fix, else to the alert.
  const firstToFix = reply && names.find((name) => reply.errors[name])
  const replied: RepliedFailure | undefined = reply && {
    message: reply.reason,
    valuesLost: !reply.values,
    more: Object.entries(reply.errors).flatMap(([name, error]) => (names.includes(name) ? [] : [`${fieldLabel(i18n, name)}: ${error}`])),
    focus: !firstToFix,
  }
  const fieldOf = (spec: FieldSpec) => (
    <Field key={spec.name} name={spec.name}>
      {(field, props) => (
        <FormField
          spec={spec}
          field={field}
          props={props}
          id={`${idPrefix}-${spec.name}`}
          country={country}
          phoneExample={phoneExample}
          autoFocus={spec.name === firstToFix}
        />
      )}
    </Field>
  )
  const controls = fields.map(fieldOf)
  // Disabled, with a spinner and "Sending…", while the form is on its way or the thank-you page loads.
  const busy = form.submitting.value || sent
  const button = (
    <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} className={styles.submit}>
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <Trans comment="Submit button while a form is being sent">Sending…</Trans>
        </>
      ) : (
        submitLabel
      )}
    </Button>
  )
  return (
    <Form method="post" action={leadEndpoint} noValidate={hydrated} onSubmit={onSubmit} {...attributes}>
      <div className={styles.intro}>
        {title}
        <p className={styles.note}>
          <Trans>All fields are required.</Trans>
        </p>
      </div>
      {fieldsClassName ? <div className={fieldsClassName}>{controls}</div> : controls}
      {fieldOf({ name: 'website' })}
      {/* What a post without JavaScript sends besides the fields (the script sends the full `location.href`); a page
      answering a refused post adds the post's campaign. */}
      {Object.entries(reply?.campaign ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="form" value={kind} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="origin" value={urlPathname ?? `/${locale}`} />
      <SendFailureAlert form={kind} failure={failure ?? replied} />
      {/* Always there, so that screen readers announce the anti-bot check's wait when it shows. */}
      <p role="status" className={styles.status}>
        {checking ? (
          <Trans comment="Under a form’s submit button while the browser finishes the automatic anti-spam check (no puzzle, nothing for the visitor to do)">
            Checking that you are a person…
          </Trans>
        ) : null}
      </p>
      {actions ? (
        <div className={actions.className}>
          {button}
          {actions.note}
        </div>
      ) : (
        button
      )}
    </Form>
  )
}
