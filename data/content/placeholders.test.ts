import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fillPlaceholders, placeholderNames, unknownPlaceholders } from './placeholders'

test('a text names its placeholders in order', () => {
  assert.equal(placeholderNames('Em até {{days}} dias, mais de {{network}} pessoas, {{days}} de novo'), ['days', 'network', 'days'])
  assert.equal(placeholderNames('Sem figuras.'), [])
  assert.equal(placeholderNames('## Cookies {#cookies}, {single} braces are text'), [])
})

test('filling replaces each known placeholder in every string, deep, and leaves the rest as it was', () => {
  const page = { title: 'Mais de {{network}}', steps: [{ text: 'Em {{days}} dias' }], count: 3, html: '<p>{{days}} e {{other}}</p>' }
  assert.equal(fillPlaceholders(page, { days: '3', network: '1.000' }), {
    title: 'Mais de 1.000',
    steps: [{ text: 'Em 3 dias' }],
    count: 3,
    html: '<p>3 e {{other}}</p>',
  })
  assert.is(fillPlaceholders(undefined, { days: '3' }), undefined)
})

test('unknown placeholders are found by field path, the body last', () => {
  assert.equal(unknownPlaceholders({ title: '{{a}} {{b}}', steps: [{ text: '{{c}}' }] }, 'Corpo {{a}} {{d}}', ['a']), [
    { field: 'title', names: ['b'] },
    { field: 'steps.0.text', names: ['c'] },
    { field: undefined, names: ['d'] },
  ])
})

test.run()
