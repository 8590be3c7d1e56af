import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { getValue, setValue, useForm, type FormStore } from '@modular-forms/react'
import { captureConsoleErrors, jsonResponse, stubFetch, stubNavigation, type FetchCall, stubbedProof, stubProofOfWork } from '../../tests/formTesting'
import { act, render } from '../../tests/render'
import { SendFailureAlert } from './SendFailureAlert/SendFailureAlert'
import { sendAgainTimer, withinBodyLimit } from './formCode'
import { formCodeLoader } from './formCodeLoader'
import { loadOnce } from '../../shared/loadOnce'
import { useSendForm } from './useSendForm'

type Values = { name: string; email: string }

/** Renders a bare form store with the hook and its alert, and hands both to the test. */
async function renderHook() {
  const seen: { form?: FormStore<Values, undefined>; send?: ReturnType<typeof useSendForm<Values>> } = {}
  function Probe() {
    const [form, { Form, Field }] = useForm<Values>()
    seen.form = form
    seen.send = useSendForm('lead', form)
    // The fields must exist for the store to hold their values.
    return (
      <Form onSubmit={seen.send.onSubmit}>
        <Field name="name">{(_, props) => <input {...props} />}</Field>
        <Field name="email">{(_, props) => <input {...props} />}</Field>
        <SendFailureAlert form="lead" failure={seen.send.failure} />
      </Form>
    )
  }
  const view = await render(<Probe />, { locale: 'es-es', urlPathname: '/es-es/contrate' })
  return { ...view, form: seen.form!, send: () => seen.send! }
}

const values = { name: 'Ana Souza', email: 'ana@acme.com.br' }

/** Puts `filled` in the hook's store and sends it, as the form's submit does once its values are checked. */
async function fillAndSend({ form, send }: Awaited<ReturnType<typeof renderHook>>, filled: Values) {
  await act(async () => {
    setValue(form, 'name', filled.name)
    setValue(form, 'email', filled.email)
    await send().onSubmit(filled)
  })
}

/** Fills the store, sends it to a stubbed API that answers `status`, and reports what followed. */
async function sendAnswered(status: number, body: unknown = status === 201 ? { id: 'lead-1' } : {}) {
  const fetch = stubFetch(() => jsonResponse(status, body))
  const navigation = stubNavigation()
  const errors = captureConsoleErrors()
  const hook = await renderHook()
  const { form, send, container, unmount } = hook
  try {
    await fillAndSend(hook, values)
    const { sent, failure } = send()
    const alert = container.querySelector('[role="alert"]')!.textContent
    return { stored: [getValue(form, 'name') ?? '', getValue(form, 'email') ?? ''], visited: navigation.visited, sent, failure, alert }
  } finally {
    errors.restore()
    fetch.restore()
    navigation.restore()
    unmount()
  }
}

// The forms' anti-bot check, solved at once (its own tests: useSendForm.test.tsx, the browser tests).
let proof: ReturnType<typeof stubProofOfWork>
test.before.each(() => {
  proof = stubProofOfWork()
})
test.after.each(() => proof.restore())

test('a stored lead empties every field of the store and opens the thank-you page', async () => {
  assert.equal(await sendAnswered(201), { stored: ['', ''], visited: ['/es-es/obrigado'], sent: true, failure: undefined, alert: '' })
})

test('a refused lead keeps every value and raises the alert', async () => {
  const { alert, ...rest } = await sendAnswered(503)
  assert.equal(rest, { stored: [values.name, values.email], visited: [], sent: false, failure: {} })
  assert.is(alert, 'Error al enviar el mensaje. Inténtalo de nuevo más tarde.Todo lo que has escrito sigue aquí, así que solo tienes que volver a enviarlo.')
})

test('a 429, 503 or 413 shows the server’s own words under the form’s sentence, and every value stays', async () => {
  const cases = [
    [429, 'Too Many Requests', 'Hemos recibido demasiados envíos en poco tiempo. Espera un minuto y vuelve a intentarlo.'],
    [503, 'Service Unavailable', 'Nuestro formulario no está disponible en este momento y tu mensaje no se ha registrado. Inténtalo de nuevo en unos minutos.'],
    [413, 'Payload Too Large', 'El mensaje es demasiado largo. Acórtalo y vuelve a enviarlo.'],
  ] as const
  for (const [status, error, message] of cases) {
    const result = await sendAnswered(status, { statusCode: status, error, message })
    assert.equal(result.stored, [values.name, values.email], String(status))
    assert.equal(result.failure, { message }, String(status))
    assert.is(result.alert, `Error al enviar el mensaje. Inténtalo de nuevo más tarde.${message}Todo lo que has escrito sigue aquí.`, String(status))
  }
})

/**
 * Sends once while the form's code does not come (`missing`: the fetch fails, or never answers within the 50 ms this
 * loader gives it), then once it comes, and reports what the visitor saw each time.
 */
async function sendWithoutCode(missing: 'failed' | 'no answer', { online = true } = {}) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  proof.restore()
  proof = stubProofOfWork()
  const fetch = stubFetch(() => jsonResponse(201, { id: 'lead-1' }))
  const navigation = stubNavigation()
  const errors = captureConsoleErrors()
  const original = formCodeLoader.load
  formCodeLoader.load = loadOnce(
    () => (missing === 'failed' ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : new Promise<never>(() => {})),
    () => 50,
  )
  const hook = await renderHook()
  const { form, send, container, unmount } = hook
  let nativeSubmits = 0
  form.element.value!.submit = () => void nativeSubmits++
  try {
    await fillAndSend(hook, values)
    const first = {
      failure: send().failure,
      stored: [getValue(form, 'name'), getValue(form, 'email')],
      alert: container.querySelector('[role="alert"]')!.textContent,
      posts: fetch.calls.length,
      nativeSubmits,
      logged: errors.messages.some((message) => message.includes('its code could not be fetched')),
    }
    formCodeLoader.load = original
    await act(() => send().onSubmit(values))
    return { first, next: { sent: send().sent, visited: navigation.visited } }
  } finally {
    delete (navigator as { onLine?: boolean }).onLine
    formCodeLoader.load = original
    errors.restore()
    fetch.restore()
    navigation.restore()
    unmount()
  }
}

test('offline, when the form’s code cannot be fetched or never comes, the alert is raised, every value stays, and the next send fetches it again', async () => {
  for (const missing of ['failed', 'no answer'] as const) {
    const { first, next } = await sendWithoutCode(missing, { online: false })
    assert.equal(first.failure, {}, missing)
    // This bare store does not keep its values across a real wait (a slow answer of the stubbed API empties it too);
    // the forms' own do, which the browser tests check after slow failures (sendFailures.browser.test.ts).
    if (missing === 'failed') assert.equal(first.stored, [values.name, values.email], missing)
    assert.match(first.alert!, 'Error al enviar el mensaje.', missing)
    assert.equal([first.posts, first.nativeSubmits, first.logged], [0, 0, true], missing)
    assert.equal(next, { sent: true, visited: ['/es-es/obrigado'] }, missing)
  }
})

test('online, when the form’s code cannot be fetched or never comes, the form is posted natively and no alert is raised', async () => {
  for (const missing of ['failed', 'no answer'] as const) {
    const { first } = await sendWithoutCode(missing)
    assert.equal([first.nativeSubmits, first.posts, first.failure, first.logged], [1, 0, undefined, true], missing)
  }
})

/** A 503 as our server sends it while the lead store is away: its sentence and a Retry-After of 30 seconds. */
const storeAway = () =>
  new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Inténtalo de nuevo en unos minutos.' }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '30' },
  })

/**
 * Sends the values to an API answering each post in turn; each pause before a send again is recorded, with the alert's
 * text then, and is over at once.
 */
async function sendWithPauses(answers: Response[]) {
  const fetch = stubFetch(() => answers.shift() ?? storeAway())
  const navigation = stubNavigation()
  const errors = captureConsoleErrors()
  const hook = await renderHook()
  const pauses: { ms: number; alert: string }[] = []
  const realWait = sendAgainTimer.wait
  sendAgainTimer.wait = async (ms) => {
    await act(async () => undefined)
    pauses.push({ ms, alert: hook.container.querySelector('[role="alert"]')!.textContent ?? '' })
  }
  try {
    await act(async () => {
      setValue(hook.form, 'name', values.name)
      setValue(hook.form, 'email', values.email)
    })
    // Not inside act: the pauses render the alert as the page would, while the send waits.
    await hook.send().onSubmit(values)
    await act(async () => undefined)
    const keys = fetch.calls.map((call: FetchCall) => (call.init.headers as Record<string, string>)['idempotency-key'])
    const sent = fetch.calls.map(({ body }: FetchCall) => [body.name, body.email])
    const kept = [getValue(hook.form, 'name') ?? '', getValue(hook.form, 'email') ?? '']
    return { posts: fetch.calls.length, keys: new Set(keys).size, visited: navigation.visited, failure: hook.send().failure, pauses, sent, kept }
  } finally {
    sendAgainTimer.wait = realWait
    errors.restore()
    fetch.restore()
    navigation.restore()
    hook.unmount()
  }
}

test('a 503 with Retry-After says the form will be sent again, waits it out and sends again by itself, every value kept', async () => {
  const { pauses, sent, kept, ...outcome } = await sendWithPauses([storeAway(), jsonResponse(201, { id: 'lead-1' })])
  assert.equal(outcome, { posts: 2, keys: 1, visited: ['/es-es/obrigado'], failure: undefined })
  assert.equal(sent, [
    [values.name, values.email],
    [values.name, values.email],
  ])
  assert.equal(
    pauses.map(({ ms }) => ms),
    [30_000],
  )
  assert.match(pauses[0]!.alert, 'El formulario se enviará de nuevo automáticamente en 30 segundos: mantén esta página abierta.')
})

test('after three sends again the form stops, shows the server’s words and keeps every value', async () => {
  const { pauses, sent, ...outcome } = await sendWithPauses([])
  assert.equal(outcome, { posts: 4, keys: 1, visited: [], failure: { message: 'Inténtalo de nuevo en unos minutos.' }, kept: [values.name, values.email] })
  assert.is(pauses.length, 3)
  assert.is(sent.length, 4)
})

/** Sends the store's values once per step; each step may change the values first and says what the API answers. */
async function keysOf(steps: { answer: number; change?: Partial<Values> }[]) {
  let answer = 503
  const fetch = stubFetch(() => jsonResponse(answer, answer === 201 ? { id: 'lead-1' } : { statusCode: answer, error: 'Error', message: 'Espera un minuto.' }))
  const navigation = stubNavigation()
  const errors = captureConsoleErrors()
  const hook = await renderHook()
  let current: Values = { ...values }
  try {
    for (const step of steps) {
      answer = step.answer
      current = { ...current, ...step.change }
      await fillAndSend(hook, current)
    }
    return fetch.calls.map((call: FetchCall) => (call.init.headers as Record<string, string>)['idempotency-key']!)
  } finally {
    errors.restore()
    fetch.restore()
    navigation.restore()
    hook.unmount()
  }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test('every post carries a random UUID as its idempotency key, the same for every retry of the same values', async () => {
  const keys = await keysOf([{ answer: 503 }, { answer: 429 }, { answer: 201 }])
  assert.is(keys.length, 3)
  assert.match(keys[0]!, uuid)
  assert.equal(keys, [keys[0], keys[0], keys[0]])
})

test('a changed value gets a new key, and a retry of the changed values keeps it', async () => {
  const keys = await keysOf([{ answer: 503 }, { answer: 503, change: { email: 'ana@acme.com' } }, { answer: 503 }])
  assert.match(keys[1]!, uuid)
  assert.is.not(keys[1], keys[0])
  assert.is(keys[2], keys[1])
})

test('after a success the same values are a new submission, with a new key', async () => {
  const keys = await keysOf([{ answer: 201 }, { answer: 201 }])
  assert.match(keys[1]!, uuid)
  assert.is.not(keys[1], keys[0])
})

/** Sends the values with the proof of work given, to an API answering each post in turn; reports what happened. */
async function sendWithProof(answers: Response[], proofOptions: Parameters<typeof stubProofOfWork>[0] = {}) {
  proof.restore()
  proof = stubProofOfWork(proofOptions)
  const fetch = stubFetch(() => answers.shift() ?? jsonResponse(503, {}))
  const navigation = stubNavigation()
  const errors = captureConsoleErrors()
  const hook = await renderHook()
  const { form, container, unmount } = hook
  let nativeSubmits = 0
  form.element.value!.submit = () => void nativeSubmits++
  try {
    await fillAndSend(hook, values)
    return {
      posts: fetch.calls.map((call) => call.body.altcha),
      keys: new Set(fetch.calls.map((call) => (call.init.headers as Record<string, string>)['idempotency-key'])).size,
      solved: proof.solved.length,
      visited: navigation.visited,
      alert: container.querySelector('[role="alert"]')!.textContent,
      stored: [getValue(form, 'name') ?? '', getValue(form, 'email') ?? ''],
      nativeSubmits,
    }
  } finally {
    errors.restore()
    fetch.restore()
    navigation.restore()
    unmount()
  }
}

const refusal = (status: number, reason: string, headers: Record<string, string> = {}) =>
  new Response(
    JSON.stringify({ statusCode: status, error: 'Refused', message: 'No hemos podido confirmar que este formulario lo haya enviado una persona.', reason }),
    {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    },
  )

test('every post carries the solved challenge of the form', async () => {
  const result = await sendWithProof([jsonResponse(201, { id: 'lead-1' })])
  assert.equal([result.posts, result.visited, proof.solved], [[stubbedProof], ['/es-es/obrigado'], ['lead']])
})

test('a challenge spent or expired is renewed and the post sent once more, under the same key', async () => {
  const result = await sendWithProof([refusal(409, 'replayed'), jsonResponse(201, { id: 'lead-1' })])
  assert.equal([result.posts.length, result.keys, result.solved, result.visited], [2, 1, 2, ['/es-es/obrigado']])
})

test('a 425 is waited out and sent again with the same solution', async () => {
  const started = Date.now()
  const result = await sendWithProof([refusal(425, 'too-fast', { 'retry-after': '1' }), jsonResponse(201, { id: 'lead-1' })])
  assert.equal([result.posts, result.solved, result.visited], [[stubbedProof, stubbedProof], 1, ['/es-es/obrigado']])
  assert.ok(Date.now() - started >= 1000, 'waited the Retry-After')
})

test('a second refusal in a row is shown, not retried for ever; every value stays', async () => {
  const result = await sendWithProof([refusal(403, 'bad-solution'), refusal(403, 'bad-solution'), jsonResponse(201, { id: 'lead-1' })])
  assert.equal([result.posts.length, result.visited, result.stored], [2, [], [values.name, values.email]])
  assert.match(result.alert ?? '', 'No hemos podido confirmar que este formulario lo haya enviado una persona.')
})

test('a check that cannot finish does not hold the lead back: it goes without a solution', async () => {
  const result = await sendWithProof([jsonResponse(201, { id: 'lead-1' })], { fails: true })
  assert.equal([result.posts, result.keys, result.visited], [[undefined], 1, ['/es-es/obrigado']])
})

test('a post without a solution that fails keeps every value and raises the alert, in the page’s language', async () => {
  const result = await sendWithProof([jsonResponse(503, {})], { fails: true })
  assert.equal([result.posts, result.visited, result.stored], [[undefined], [], [values.name, values.email]])
  assert.match(result.alert ?? '', 'Todo lo que has escrito sigue aquí')
})

test('a browser that cannot solve the check sends the form as without JavaScript, to be kept unverified', async () => {
  const result = await sendWithProof([jsonResponse(201, { id: 'lead-1' })], { supported: false })
  assert.equal([result.posts, result.nativeSubmits, proof.solved], [[], 1, []])
})

test('the campaign goes with the post unless both would not fit in one the server takes: then the lead goes alone', () => {
  const payload = { form: 'contact' as const, locale: 'pt-br' as const, origin: 'https://tecto.com.br/pt-br/contato', message: 'Olá' }
  const campaign = { utm_source: 'newsletter', gclid: 'abc123' }
  assert.equal(withinBodyLimit(payload, campaign), { ...payload, ...campaign })
  // 5,000 characters of three bytes each, and a campaign of eleven 200-character emoji values: over 16 KiB together.
  const long = { ...payload, message: '語'.repeat(5000) }
  const huge = Object.fromEntries(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'].map((name) => [name, '😀'.repeat(200)]))
  assert.equal(withinBodyLimit(long, huge), long)
})

test.run()
