import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { msg } from '@lingui/core/macro'
import type { PageContextServer } from 'vike/types'
import { createI18n } from '../locales/i18n'
import { documentHead } from './documentHead'

/** A page context with just the config `documentHead` reads. */
const page = (config: PageContextServer['config']) => ({ config }) as PageContextServer

const robots = '<meta name="robots" content="noindex">'

test('a page configured with noindex asks search engines not to index it', async () => {
  const head = documentHead(page({ title: msg`Page not found — Tecto`, noindex: true }), await createI18n('en-us'))
  assert.ok(head.includes(robots), head)
  assert.ok(head.includes('<title>Page not found — Tecto</title>'), head)
})

test('other pages carry no robots tag', async () => {
  const i18n = await createI18n('pt-br')
  for (const config of [{}, { noindex: false }, { title: msg`Privacy policy — Tecto` }]) {
    const head = documentHead(page(config), i18n)
    assert.not.ok(head.includes('name="robots"'), head)
  }
})

test('a title or description given as a function is picked from the page context, then translated', async () => {
  const pages = { apis: msg`APIs — Tecto`, design: msg`Design — Tecto` }
  const pageContext = {
    routeParams: { slug: 'design' },
    config: {
      title: (context: PageContextServer) => pages[context.routeParams.slug as keyof typeof pages],
      description: () => msg`Research, prototypes and interfaces.`,
    },
  } as unknown as PageContextServer
  const head = documentHead(pageContext, await createI18n('en-us'))
  assert.ok(head.includes('<title>Design — Tecto</title>'), head)
  assert.ok(head.includes('<meta name="description" content="Research, prototypes and interfaces.">'), head)
})

test.run()
