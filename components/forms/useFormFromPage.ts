import { useEffect, useState } from 'react'
import {
  getValues,
  setError,
  setValue,
  useForm,
  type FieldPath,
  type FieldValues,
  type FormOptions,
  type FormStore,
  type PartialValues,
} from '@modular-forms/react'
import { usePageContext } from '../../shared/usePageContext'

/** The values and errors, by field name, of the form of `#{idPrefix}-name` as the page shows it (a restored page: what was typed). */
function readShownState(idPrefix: string) {
  const state = { values: {} as Record<string, string>, errors: {} as Record<string, string> }
  const form = typeof document === 'undefined' ? null : (document.getElementById(`${idPrefix}-name`) as HTMLInputElement | null)?.form
  for (const control of form ? [...form.elements] : []) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) continue
    if (control.type === 'hidden' || !control.name) continue
    if (control.value !== '') state.values[control.name] = control.value
    const error = document.getElementById(`${control.id}-error`)?.textContent
    if (error) state.errors[control.name] = error
  }
  return state
}

/** `useForm` started from what the page shows (else it empties the fields), on the server from `formReply`; a hot update keeps what was typed. */
export function useFormFromPage<T extends FieldValues>(idPrefix: string, fieldNames: string[], options: FormOptions<T>) {
  const { formReply } = usePageContext()
  const [shown] = useState(() => (formReply ? { values: formReply.values ?? {}, errors: formReply.errors } : readShownState(idPrefix)))
  // A box kept in state, not a ref: Preact's useRef is a memo too, emptied by the same hot update.
  const [previous] = useState<{ current?: FormStore<T, undefined> }>(() => ({}))
  const typed = import.meta.hot && previous.current ? getValues(previous.current, { peek: true }) : {}
  const initialValues = { ...options.initialValues, ...shown.values, ...typed } as PartialValues<T>
  const [form, components] = useForm<T>({ ...options, initialValues })
  useEffect(() => {
    previous.current = form
  }, [form, previous])
  // Before the first render, so the errors show in it; a field's store is made by setting its value as it is.
  useState(() => {
    const quiet = { shouldTouched: false, shouldDirty: false, shouldValidate: false, shouldFocus: false }
    for (const [name, error] of Object.entries(shown.errors)) {
      if (!fieldNames.includes(name)) continue
      const field = name as FieldPath<T>
      setValue(form, field, initialValues[field as keyof typeof initialValues] as never, quiet)
      // The page's autofocus already brought the visitor to the first field to fix.
      setError(form, field, error, { shouldActive: false, shouldFocus: false })
    }
  })
  return [form, components] as const
}
