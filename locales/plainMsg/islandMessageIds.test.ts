import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { parsePo } from '../poEntries'
import { islandMessageIds } from './islandMessageIds'

const catalog = parsePo(`
#: components/Menu/Menu.island.tsx
msgid "Menu"
msgstr ""

#: components/Menu/Drawer.tsx
#: pages/index/+Page.tsx
msgid "Close"
msgstr ""

#: data/forms/errors.ts
msgctxt "lead form"
msgid "Invalid email"
msgstr ""

#: pages/index/+Page.tsx
msgid "Welcome"
msgstr ""
`)

// The menu opens a drawer, which loads the form's errors when first opened; the drawer imports the menu back.
const imports: Record<string, string[]> = {
  'components/Menu/Menu.island.tsx': ['components/Menu/Drawer.tsx', 'node_modules/preact/dist/preact.mjs'],
  'components/Menu/Drawer.tsx': ['components/Menu/Menu.island.tsx', 'data/forms/errors.ts'],
}

test("an island gets the messages of every file below it, however deep or late, and none of the page's", () => {
  const ids = islandMessageIds(['components/Menu/Menu.island.tsx'], (file) => imports[file] ?? [], catalog)
  assert.equal(ids, {
    'components/Menu/Menu.island.tsx': [generateMessageId('Menu'), generateMessageId('Close'), generateMessageId('Invalid email', 'lead form')],
  })
})

test.run()
