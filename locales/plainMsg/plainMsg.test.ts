import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { findPlainMsgs } from './findPlainMsgs'
import { plainMsg } from './plainMsg'
import { vitePlainMsg } from './vitePlainMsg'

const code = `import { plainMsg } from '../../locales/plainMsg/plainMsg'
export const a = plainMsg({ message: 'Field required', comment: 'Under an empty field' })
export const b = plainMsg({
  message: 'Invalid email',
  context: 'lead form',
})
`

test('a plainMsg has the id a macro would give it: source and context hashed, so the catalog shows the English', () => {
  assert.equal(plainMsg({ message: 'Invalid email', context: 'lead form', comment: 'x' }), {
    id: generateMessageId('Invalid email', 'lead form'),
    message: 'Invalid email',
    context: 'lead form',
  })
})

test('the extractor finds each call with its fields and line', () => {
  const calls = findPlainMsgs('x.ts', code)
  assert.equal(
    calls.map((c) => [c.line, c.fields]),
    [
      [2, { message: 'Field required', comment: 'Under an empty field' }],
      [3, { message: 'Invalid email', context: 'lead form' }],
    ],
  )
})

test('a field that is not a plain string is refused, rather than extracted wrong', () => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test holds a template literal
  assert.throws(() => findPlainMsgs('x.ts', 'plainMsg({ message: `a ${b}` })'), /plain strings only/)
})

test('the build writes the descriptors in place, keeps the lines and drops the import', () => {
  const transform = vitePlainMsg().transform as (code: string, id: string) => { code: string }
  const out = transform(code, '/app/data/x.ts').code
  assert.is(out.split('\n').length, code.split('\n').length)
  assert.not.match(out, 'plainMsg')
  assert.match(out, JSON.stringify({ id: generateMessageId('Invalid email', 'lead form'), message: 'Invalid email', context: 'lead form' }))
})

test.run()
