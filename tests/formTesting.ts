// Helpers for form tests in happy-dom: type like a visitor, submit, and stub the network and navigation.
import type { ReactNode } from 'react'
import { pageNavigation } from '../components/forms/pageNavigation'
import { proofOfWork, type FormProof } from '../components/forms/useProofOfWork'
import { proofSender } from '../components/proofOfWork/proofSender'
import type { Locale } from '../data/locales'
import { loadPhoneLibrary } from '../data/forms/phoneLibrary'
import { loadFormChecks } from '../components/forms/localizedValidation'
import { formSendCode } from '../components/forms/useSendForm'
import { act, renderToDocument, settle } from './render'

type TextControl = HTMLInputElement | HTMLTextAreaElement

/**
 * Fetches every piece of form code a page fetches on demand (data/forms/phoneLibrary.ts, the checks and the send) and
 * makes each form get the send's code from memory. In a test a fetch of code is a module load, which on a busy machine
 * outlasts any time a test could give a submit to settle: then the test reads the form mid-check and unmounts it with
 * the check still running. Awaited once below, what a form does after a touch or a submit runs on promises that are
 * already settled; when the code loads, and what a form does when it cannot, are the browser tests' to check
 * (botDefence, sendFailures, phonesAndCountries) and useSendForm.test.tsx's, which replaces the load again.
 */
export async function formCodeLoaded(): Promise<void> {
  const [sendCode] = await Promise.all([formSendCode.load(), loadFormChecks(), loadPhoneLibrary()])
  formSendCode.load = async () => sendCode
}
await formCodeLoaded()

/**
 * Replaces a control's text as typing or pasting would: through the native setter (React tracks the
 * property's own value) and an `input` event, with the caret at the end of the new text.
 */
export async function fill(control: TextControl, text: string, inputType = 'insertFromPaste') {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!
    setter.call(control, text)
    // Email inputs have no selection API.
    if (control.type !== 'email') control.setSelectionRange(text.length, text.length)
    control.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data: text }))
  })
}

/** Chooses an option of a select, as a visitor would. */
export async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!
    setter.call(select, value)
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

// The form tests' way to let sending finish is every test's (tests/render.tsx).
export { settle }

/** Clicks the form's submit button and waits for validation and sending to finish. */
export async function submit(form: HTMLFormElement) {
  await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
  await settle()
}

/** A recorded request of the stubbed fetch. */
export type FetchCall = { url: string; init: RequestInit; body: Record<string, string> }

/** Replaces the global fetch; `answer` gives the response (or throws, like a network failure). Call `restore()` after. */
export function stubFetch(answer: (call: FetchCall) => Response | Promise<Response>) {
  const original = globalThis.fetch
  const calls: FetchCall[] = []
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const call = { url: String(url), init, body: JSON.parse(String(init.body ?? '{}')) }
    calls.push(call)
    return answer(call)
  }) as typeof fetch
  return { calls, restore: () => void (globalThis.fetch = original) }
}

/** A JSON answer. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** Records where the page would go instead of going there. Call `restore()` after. */
export function stubNavigation() {
  const original = pageNavigation.goTo
  const visited: string[] = []
  pageNavigation.goTo = (url) => void visited.push(url)
  return { visited, restore: () => void (pageNavigation.goTo = original) }
}

/** Collects console.error calls instead of printing them. Call `restore()` after. */
export function captureConsoleErrors() {
  const original = console.error
  const messages: string[] = []
  console.error = (...args: unknown[]) => void messages.push(args.map(String).join(' '))
  return { messages, restore: () => void (console.error = original) }
}

/** The texts of a container's field error messages, in page order. */
export function errorTexts(container: ParentNode): string[] {
  return [...container.querySelectorAll('[id$="-error"]')].map((element) => element.textContent ?? '')
}

/**
^ * A form's prerendered HTML, parsed. The signals runtime sees happy-dom's window and takes this for the browser,
 * so React warns that useLayoutEffect does nothing on the server; the real prerender has no window.
 */
export async function prerender(ui: ReactNode, locale: Locale): Promise<HTMLElement> {
  const errors = captureConsoleErrors()
  try {
    return await renderToDocument(ui, { locale, urlPathname: `/${locale}/contato` })
  } finally {
    errors.restore()
  }
}

/** The `altcha` field a stubbed proof of work sends. */
export const stubbedProof = 'solved-challenge'

/**
 * Replaces the forms' proof of work (a worker and a challenge from the server, neither of which happy-dom has) with
 * one solved at once, one that fails, or code that cannot be fetched (`loads: false`). Records the forms that started
 * one and how often a proof was renewed. Call `restore()` after.
 */
export function stubProofOfWork({ fails = false, supported = true, loads = true }: { fails?: boolean; supported?: boolean; loads?: boolean } = {}) {
  const original = { ...proofOfWork }
  const started: string[] = []
  let renewed = 0
  proofOfWork.supported = () => supported
  // The real sending, with its waits and retries (components/proofOfWork/proofSender.ts), over stubbed challenges.
  proofOfWork.start = async (form): Promise<FormProof> => {
    started.push(form)
    if (!loads) throw new Error('the stubbed check’s code could not be fetched')
    return proofSender({
      proof: async () => {
        if (fails) throw new Error('the stubbed challenge failed')
        return { payload: stubbedProof, notBefore: 0, staleAt: Infinity }
      },
      renew: () => void renewed++,
    })
  }
  return { started, renewed: () => renewed, restore: () => void Object.assign(proofOfWork, original) }
}
