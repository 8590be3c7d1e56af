import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { formErrorMessages } from '../../data/forms/errorMessages'
import { sendFailureMessages } from '../../data/forms/sendFailureMessages'
import { formKinds } from '../../data/forms/formKinds'
import { createI18n } from '../../locales/i18n'
import { IslandShell } from '../Island/IslandShell'
import { RecordingI18n } from '../Island/RecordingI18n'
import { formLaterStates } from './formLaterStates'

// A form island's page carries only the messages rendered on the server: the field errors and the send-failure
// alert appear later, in the browser, so the later states must ask for every one of them.
for (const form of formKinds) {
  test(`the ${form} form's later states carry every field error and the send-failure alert`, async () => {
    const { messages } = await createI18n('es-es')
    const recorder = new RecordingI18n('es-ES', messages)
    const pageContext = { locale: 'es-es', urlPathname: '/es-es', config: {} } as unknown as PageContext
    for (const state of formLaterStates(form))
      renderToString(
        <IslandShell i18n={recorder} pageContext={pageContext}>
          {state}
        </IslandShell>,
      )
    const carried = recorder.usedMessages()
    for (const message of [...formErrorMessages(form), sendFailureMessages[form]]) {
      assert.ok(carried[message.id] !== undefined, `${form}: ${message.message}`)
    }
  })
}

test.run()
