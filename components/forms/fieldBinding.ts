import type { ChangeEventHandler, FocusEventHandler, RefCallback } from 'react'
import type { ReadonlySignal } from '@preact/signals-react'
import type { FieldElement } from '@modular-forms/react'

/**
 * What a modular-forms `<Field>` hands its render prop, `(field, props)`, for a text field. The field
 * components take both and read the signals in their own body (with `useSignals()`): values read in
 * the render prop itself would not be tracked (the signals transform reads only component bodies).
 */
export type FieldBinding = {
  /** The field's state: its value and its error message ('' when valid). */
  field: { value: ReadonlySignal<string | undefined>; error: ReadonlySignal<string> }
  /** The props the form element needs: name, ref and event handlers. */
  props: { name: string; ref: RefCallback<FieldElement>; onChange: ChangeEventHandler<FieldElement>; onBlur: FocusEventHandler<FieldElement> }
}
