import { useState } from 'react'
import { hasField, reset, setError, type FieldPath, type FieldValues, type FormStore } from '@modular-forms/react'
import type { FormKind } from '../../data/forms/formKinds'
import { localizePath } from '../../data/localePath'
import { paths } from '../../data/routes'
import { useLocale } from '../../renderer/usePageContext'
import { pageNavigation } from './pageNavigation'
import { submitLead } from './submitLead'

/**
 * Sending a checked form (SPEC §4): on success the form resets and the visitor goes to the thank-you
 * page in the page's own language; a 400 puts the server's messages under their fields; any other
 * failure keeps every value and raises the alert (`failed`).
 */
export function useSendForm<T extends FieldValues>(kind: FormKind, form: FormStore<T, undefined>) {
  const locale = useLocale()
  const [failed, setFailed] = useState(false)
  const [sent, setSent] = useState(false)

  async function onSubmit(values: T) {
    setFailed(false)
    const fields = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    const result = await submitLead({ ...fields, form: kind, locale, origin: window.location.href })
    if (result.status === 'sent') {
      setSent(true)
      reset(form)
      pageNavigation.goTo(localizePath(locale, paths.thanks))
      return
    }
    if (result.status === 'invalid') {
      const shown = Object.entries(result.errors).filter(([name]) => hasField(form, name as FieldPath<T>))
      shown.forEach(([name, message], index) => setError(form, name as FieldPath<T>, message, { shouldFocus: index === 0 }))
      // Only a message no field can show needs the alert.
      if (shown.length === Object.keys(result.errors).length) return
    }
    setFailed(true)
  }

  return { onSubmit, failed, sent }
}
