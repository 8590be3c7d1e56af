import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from 'react'
import { getValue, setValue, useForm, type FormStore } from '@modular-forms/react'
import { jsonResponse, stubFetch, stubNavigation } from '../../tests/formTesting'
import { render } from '../../tests/render'
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

test('a stored lead empties every field of the store and opens the thank-you page', async () => {
  const fetch = stubFetch(() => jsonResponse(201, { id: 'lead-1' }))
  const navigation = stubNavigation()
  const { form, send, unmount } = await renderHook()
  try {
    const values = { name: 'Ana Souza', email: 'ana@acme.com.br' }
    await act(async () => {
      setValue(form, 'name', values.name)
      setValue(form, 'email', values.email)
      await send().onSubmit(values)
    })
    assert.equal([getValue(form, 'name') ?? '', getValue(form, 'email') ?? ''], ['', ''])
    assert.equal(navigation.visited, ['/es-es/obrigado'])
    assert.is(send().sent, true)
  } finally {
    fetch.restore()
    navigation.restore()
    unmount()
  }
})

test('a refused lead keeps every value and raises the alert', async () => {
  const fetch = stubFetch(() => jsonResponse(503, {}))
  const navigation = stubNavigation()
  const { form, send, unmount } = await renderHook()
  try {
    const values = { name: 'Ana Souza', email: 'ana@acme.com.br' }
    await act(async () => {
      setValue(form, 'name', values.name)
      setValue(form, 'email', values.email)
      await send().onSubmit(values)
    })
    assert.equal([getValue(form, 'name'), getValue(form, 'email')], [values.name, values.email])
    assert.equal(navigation.visited, [])
    assert.is(send().failed, true)
  } finally {
    fetch.restore()
    navigation.restore()
    unmount()
  }
})

test.run()
