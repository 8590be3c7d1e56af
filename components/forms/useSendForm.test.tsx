import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { getValue, setValue, useForm, type FormStore } from '@modular-forms/react'
import { jsonResponse, stubFetch, stubNavigation } from '../../tests/formTesting'
import { act, render } from '../../tests/render'
import { useSendForm } from './useSendForm'

type Values = { name: string; email: string }

/** Renders a bare form store with the hook, and hands both to the test. */
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
      </Form>
    )
  }
  const view = await render(<Probe />, { locale: 'es-es', urlPathname: '/es-es/contrate' })
  return { ...view, form: seen.form!, send: () => seen.send! }
}

const values = { name: 'Ana Souza', email: 'ana@acme.com.br' }

/** Fills the store, sends it to a stubbed API that answers `status`, and reports what followed. */
async function sendAnswered(status: number) {
  const fetch = stubFetch(() => jsonResponse(status, status === 201 ? { id: 'lead-1' } : {}))
  const navigation = stubNavigation()
  const { form, send, unmount } = await renderHook()
  try {
    await act(async () => {
      setValue(form, 'name', values.name)
      setValue(form, 'email', values.email)
      await send().onSubmit(values)
    })
    const { sent, failed } = send()
    return { stored: [getValue(form, 'name') ?? '', getValue(form, 'email') ?? ''], visited: navigation.visited, sent, failed }
  } finally {
    fetch.restore()
    navigation.restore()
    unmount()
  }
}

test('a stored lead empties every field of the store and opens the thank-you page', async () => {
  assert.equal(await sendAnswered(201), { stored: ['', ''], visited: ['/es-es/obrigado'], sent: true, failed: false })
})

test('a refused lead keeps every value and raises the alert', async () => {
  assert.equal(await sendAnswered(503), { stored: [values.name, values.email], visited: [], sent: false, failed: true })
})

test.run()
