import { Trans, useLingui } from '@lingui/react/macro'
import type { PhoneExample } from '../../../data/forms/phoneExample'
import { paths } from '../../../data/routes'
import { Link } from '../../Link/Link'
import { FormShell } from '../FormShell/FormShell'
import * as styles from './ContactForm.css'

/** The contact page's form (docs/product/pages.md): seven fields in two columns, the country before the phone that follows it. */
export function ContactForm({ phoneExample }: { phoneExample: PhoneExample }) {
  const { t } = useLingui()
  return (
    <FormShell
      kind="contact"
      idPrefix="contact"
      phoneExample={phoneExample}
      attributes={{ className: styles.root, 'aria-labelledby': 'contact-form-title' }}
      fields={[
        { name: 'name', label: t`Full name`, autoComplete: 'name', placeholder: t`Your full name` },
        { name: 'company', label: t`Company name`, autoComplete: 'organization', placeholder: t`Where you work` },
        {
          name: 'role',
          label: t({ message: 'Role', comment: 'Job title of the person filling in the form' }),
          autoComplete: 'organization-title',
          placeholder: t({ message: 'e.g. CTO, founder', comment: 'Placeholder of the role field: keep it as short, it must fit a phone-width field' }),
        },
        { name: 'email', label: t`Email`, type: 'email', autoComplete: 'email' },
        { name: 'country' },
        { name: 'phone', label: t`Phone` },
        { name: 'message', label: t`How can we assist you?`, placeholder: t`Your goals, the current situation and when you need it`, className: styles.wide },
      ]}
      fieldsClassName={styles.fields}
      title={
        <h2 id="contact-form-title" className={styles.title}>
          <Trans>Send us a message</Trans>
        </h2>
      }
      submitLabel={<Trans>Send message</Trans>}
      actions={{
        className: styles.actions,
        note: (
          <p className={styles.privacy}>
            <Trans comment="Under the contact form. <0>…</0> is the link to the privacy policy page.">
              We use your details only to answer you, as our <Link href={paths.privacy}>privacy policy</Link> explains.
            </Trans>
          </p>
        ),
      }}
    />
  )
}
