import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { runCommand } from './runCommand'

test("a stage's command gets the environment npm test started with, not what code loaded since changed in it", async () => {
  const before = process.env.NODE_ENV
  // What vike's server entry does when the test lead server renders a refused post's page (renderFormPageOf, server/routes/formReplyPage.ts).
  process.env.NODE_ENV = 'production'
  try {
    const { output } = await runCommand(process.execPath, ['-e', 'process.stdout.write(process.env.NODE_ENV ?? "unset")'])
    assert.is(output.trim(), before ?? 'unset')
  } finally {
    if (before === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = before
  }
})

test('the environment a stage is given still comes on top', async () => {
  const { output } = await runCommand(process.execPath, ['-e', 'process.stdout.write(process.env.TECTO_PROBE ?? "unset")'], { env: { TECTO_PROBE: 'given' } })
  assert.is(output.trim(), 'given')
})

test.run()
