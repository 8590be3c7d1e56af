import classFactory from 'create-react-class/factory'
import { Component, createElement, isValidElement, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act } from '../../tests/render'
import { withLiveThumbnail } from './liveThumbnail'

// Decap's createClass, made with the React these tests render with (Preact's, which updates its components itself).
const createClass = classFactory(Component, isValidElement, undefined)
const placeholder = 'blob:http://127.0.0.1/empty-svg'
const photo = 'blob:http://127.0.0.1/recife-jpg'

/** Decap's image control as far as its thumbnail goes: it asks for the picture when its value or getAsset changes. */
function ImageControl({ value, getAsset }: { value: string; getAsset: (path: string) => unknown }) {
  const [src, setSrc] = useState('')
  useEffect(() => setSrc(String(getAsset(value))), [value, getAsset])
  return <img src={src} alt="" />
}

/**
 * Draws a control as Decap's Widget does, with one getAsset for the whole session that answers the placeholder until
 * the picture has loaded; `load` loads it and draws the field again, as Decap does once an asset has loaded.
 */
async function drawn(control: unknown) {
  const loaded = new Map<string, string>()
  const getAsset = (path: string) => loaded.get(path) ?? placeholder
  const container = document.createElement('div')
  const root = createRoot(container)
  const draw = () => act(async () => root.render(createElement(control as typeof ImageControl, { value: 'recife.jpg', getAsset })))
  await draw()
  return {
    shown: () => container.querySelector('img')!.getAttribute('src'),
    load: async () => {
      loaded.set('recife.jpg', photo)
      await draw()
    },
    unmount: () => act(() => root.unmount()),
  }
}

test("Decap's control alone keeps the placeholder it got while the picture was loading", async () => {
  const field = await drawn(ImageControl)
  assert.is(field.shown(), placeholder)
  await field.load()
  assert.is(field.shown(), placeholder)
  field.unmount()
})

test('wrapped, it shows the picture once it has loaded', async () => {
  const field = await drawn(withLiveThumbnail(ImageControl, { createClass, h: createElement as never }))
  assert.is(field.shown(), placeholder)
  await field.load()
  assert.is(field.shown(), photo)
  field.unmount()
})

test.run()
