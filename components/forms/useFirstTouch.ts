import { useEffect, useRef } from 'react'
import type { FieldValues, FormStore } from '@modular-forms/react'

// A visitor starts a form by focusing, typing or pressing in it (focus covers the keyboard, pointerdown a first tap).
const firstTouches = ['focusin', 'input', 'pointerdown'] as const

/**
 * Runs `onFirstTouch` once, when the visitor first touches the form: the moment to fetch what only sending it needs,
 * so that none of it is part of the page's first load and all of it is there by the time the visitor presses send.
 */
export function useFirstTouch<T extends FieldValues>(form: FormStore<T, undefined>, onFirstTouch: () => void) {
  const action = useRef(onFirstTouch)
  action.current = onFirstTouch
  // Once, after the first render: the form element is in the page by then and stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the listeners belong to the form's whole life
  useEffect(() => {
    const element = form.element.value
    if (!element) return
    const touched = () => {
      stop()
      action.current()
    }
    const stop = () => {
      for (const type of firstTouches) element.removeEventListener(type, touched)
    }
    for (const type of firstTouches) element.addEventListener(type, touched, { passive: true })
    return stop
  }, [])
}
