import { useEffect, useRef } from 'react'
import type { FieldValues, FormStore } from '@modular-forms/react'
import type { FormKind } from '../../data/forms/formKinds'
import { settings } from '../../data/settings'
import { submitLead, type LeadPayload, type SendResult } from './submitLead'

/** A solved challenge, ready to send as `altcha`: no earlier than `notBefore`, no later than `staleAt` (this page's `performance.now()`). */
export type Proof = { payload: string; notBefore: number; staleAt: number }

/**
 * One form's proof of work (components/proofOfWork): `send` posts the form with a solved challenge, telling
 * `onWaiting` while a noticeable wait for it lasts; it throws when no challenge could be solved (nothing was sent).
 */
export type FormProof = { send(payload: LeadPayload, key: string, onWaiting: (waiting: boolean) => void): Promise<SendResult> }

/**
 * Where the forms get their proofs. An object, so unit tests can replace it (as pageNavigation): the code itself is
 * fetched on first use only, so no page loads it before the visitor touches a form.
 */
export const proofOfWork = {
  /** Whether this browser can solve a challenge: a worker and WebCrypto (a secure page). */
  supported: () => typeof Worker === 'function' && typeof globalThis.crypto?.subtle === 'object',
  start: async (form: FormKind): Promise<FormProof> => (await import('../proofOfWork/formProof')).startFormProof(form, settings.apiBase, submitLead),
}

// A visitor starts a form by focusing, typing or pressing in it (focus covers the keyboard, pointerdown a first tap).
const firstTouches = ['focusin', 'input', 'pointerdown'] as const

/**
 * The form's proof of work, started on the visitor's first touch of the form and not before, so its code and its
 * request stay out of the page's first load; `send` starts it when the form is sent before any touch (autofill).
 */
export function useProofOfWork<T extends FieldValues>(kind: FormKind, form: FormStore<T, undefined>) {
  const started = useRef<Promise<FormProof> | undefined>(undefined)

  function start(): Promise<FormProof> {
    // A chunk that failed to load (offline for a moment) is asked for again on the next send.
    started.current ??= proofOfWork.start(kind).catch((error: unknown) => {
      started.current = undefined
      throw error
    })
    return started.current
  }

  // Once, after the first render: the form element is in the page by then and stays, and `start` reads the ref.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the listeners belong to the form's whole life
  useEffect(() => {
    const element = form.element.value
    if (!element || !proofOfWork.supported()) return
    const onFirstTouch = () => {
      stop()
      start().catch(() => undefined)
    }
    const stop = () => {
      for (const type of firstTouches) element.removeEventListener(type, onFirstTouch)
    }
    for (const type of firstTouches) element.addEventListener(type, onFirstTouch, { passive: true })
    return stop
  }, [])

  return {
    supported: proofOfWork.supported,
    send: async (...args: Parameters<FormProof['send']>) => (await start()).send(...args),
  }
}
