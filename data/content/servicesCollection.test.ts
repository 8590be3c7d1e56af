import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as v from 'valibot'
import { serviceSchema } from './servicesCollection'

const step = { title: 'Descoberta', text: 'Entendemos o problema.' }
const page = {
  title: 'Plataformas web — Tecto',
  subtitle: 'Sistemas rápidos.',
  steps: [step, step, step],
  deliverables: ['Um', 'Dois', 'Três'],
  idealFor: ['Empresas', 'Times'],
}

/** The problems of a front matter, as `field: message`. */
const problems = (frontMatter: unknown) => {
  const parsed = v.safeParse(serviceSchema, frontMatter)
  return parsed.success ? [] : parsed.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)
}

test('a service page has exactly three stages, each a title and a text', () => {
  assert.equal(problems(page), [])
  assert.equal(problems({ ...page, steps: [step, step] }), ['steps: must list exactly 3 stages: discovery, delivery, support'])
  assert.equal(problems({ ...page, steps: [step, step, step, step] }), ['steps: must list exactly 3 stages: discovery, delivery, support'])
  assert.equal(problems({ ...page, steps: [step, step, { title: 'Suporte', text: ' ' }] }), ['steps.2.text: must not be empty'])
})

test('what a client gets lists three things at least, who it suits two, and no other field is accepted', () => {
  assert.equal(problems({ ...page, deliverables: ['Um', 'Dois'] }), ['deliverables: must list at least 3'])
  assert.equal(problems({ ...page, idealFor: ['Empresas'] }), ['idealFor: must list at least 2'])
  assert.equal(problems({ ...page, paragraphs: ['x'] }).length, 1)
})

test.run()
