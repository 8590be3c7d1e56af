// Helpers for form tests in happy-dom: type like a visitor, submit, and stub the network and navigation.
import type { ReactNode } from 'react'
import { pageNavigation } from '../components/forms/formCode'
import { formCodeLoader, proofSupport } from '../components/forms/formCodeLoader'
import { challenges } from '../components/proofOfWork/formProof'
import type { Locale } from '../data/locales'
import { loadPhoneLibrary } from '../data/forms/phoneLibrary'
import { act, renderToDocument, settle } from './render'

type TextControl = HTMLInputElement | HTMLTextAreaElement

/**
 * Fetches the code a form page fetches on demand: the form's code beyond its first paint (components/forms/formCode.ts,
 * one fetch per page) and the phone library (data/forms/phoneLibrary.ts). In a test a fetch of code is a module load,
 * which on a busy machine outlasts any time a test could give a submit to settle: then the test reads the form
 * mid-check and unmounts it with the check still running. Awaited once below, what a form does after a touch or a
 * submit runs on promises already settled; when the code loads, and what a form does when it cannot, are the browser
 * tests' to check (botDefence, sendFailures, phonesAndCountries) and useSendForm.test.tsx's, which replaces the load.
 */
export async function formCodeLoaded(): Promise<void> {
  await Promise.all([formCodeLoader.load(), loadPhoneLibrary()])
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
 * Replaces the forms' challenges (fetched from the server and solved in a worker, neither of which happy-dom has) with
 * one solved at once, or one that fails; `supported: false` is a browser that cannot solve one. The rest of the check
 * is the real one, with its waits and retries (components/proofOfWork/formProof.ts). Records the forms whose challenge
 * was solved, once per challenge (a renewal solves another). Call `restore()` after.
 */
export function stubProofOfWork({ fails = false, supported = true }: { fails?: boolean; supported?: boolean } = {}) {
  const original = { solve: challenges.solve, supported: proofSupport.supported }
  const solved: string[] = []
  proofSupport.supported = () => supported
  challenges.solve = async (form) => {
    solved.push(form)
    if (fails) throw new Error('the stubbed challenge failed')
    return { payload: stubbedProof, notBefore: 0, staleAt: Number.POSITIVE_INFINITY }
  }
  return {
    solved,
    restore: () => {
      challenges.solve = original.solve
      proofSupport.supported = original.supported
    },
  }
}
