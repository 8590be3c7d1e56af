import { useState } from 'react'
import { loadOnce } from '../../shared/loadOnce'
import type { FormKind } from '../../data/forms/formKinds'
import type { LeadPayload, SendResult, submitLead } from './submitLead'

/** A solved challenge, ready to send as `altcha`: no earlier than `notBefore`, no later than `staleAt` (this page's `performance.now()`). */
export type Proof = { payload: string; notBefore: number; staleAt: number }

/**
 * One form's proof of work (components/proofOfWork): `send` posts the form with a solved challenge, telling
 * `onWaiting` while a noticeable wait for it lasts, or without one when none could be solved; `submit` posts it
 * (submitLead, which comes with the send's code, formSend.ts, so the form can post even when this code cannot load).
 */
export type FormProof = {
  send(payload: LeadPayload, key: string, onWaiting: (waiting: boolean) => void, submit: typeof submitLead): Promise<SendResult>
}

/**
 * Where the forms get their proofs. An object, so unit tests can replace it (as pageNavigation): the code itself is
 * fetched on first use only, so no page loads it before the visitor touches a form.
 */
export const proofOfWork = {
  /** Whether this browser can solve a challenge: a worker and WebCrypto (a secure page). */
  supported: () => typeof Worker === 'function' && typeof globalThis.crypto?.subtle === 'object',
  start: async (form: FormKind): Promise<FormProof> => (await import('../proofOfWork/formProof')).startFormProof(form),
}

/**
 * The form's proof of work: `start` begins it, which the form does on the visitor's first touch and not before
 * (useSendForm.ts), so its code and its request stay out of the page's first load; `send` starts it when the form is
 * sent before any touch (autofill).
 */
export function useProofOfWork(kind: FormKind) {
  // A chunk that failed to load (offline for a moment) is asked for again on the next send.
  const [start] = useState(() => loadOnce(() => proofOfWork.start(kind)))

  return {
    supported: proofOfWork.supported,
    start: () => void start().catch(() => undefined),
    send: async (...args: Parameters<FormProof['send']>) => (await start()).send(...args),
  }
}
