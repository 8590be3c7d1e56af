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

/** What a form's fields show in the page before its island hydrates: values and error messages, by field name. */
type ShownState = { values: Record<string, string>; errors: Record<string, string> }

/**
 * Reads the form whose first field is `#{idPrefix}-name` as the page shows it. A prerendered page shows nothing but
 * its default choices; the page the lead server answers a refused post without JavaScript with shows what was posted
 * and its errors (server/routes/formReplyPage.ts), and a page restored by the browser shows what was typed.
 */
function readShownState(idPrefix: string): ShownState {
  const state: ShownState = { values: {}, errors: {} }
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

/**
 * modular-forms' `useForm`, started from what the page already shows; on the server, from the refused post the page
 * answers (the page context's `formReply`), so its values and errors (of the fields named `fieldNames`) render as the
 * form's own. Hydration leaves the fields' values as they are
 * but renders the form's state: started empty, it would empty them on its next render and send nothing of them, and
 * the server's error messages would vanish. Read once, before the first render replaces anything.
 *
 * In development a hot update of the form's module runs `useForm`'s memo again (Prefresh, which swaps the edited
 * component in place, keeps its state but re-runs every memo), which starts a new, empty store: the values typed so far
 * are carried into it. `useForm` reads its initial values only when it makes a store, so passing them on every render
 * changes nothing else.
 */
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
