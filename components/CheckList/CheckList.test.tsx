import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Trans } from '@lingui/react/macro'
import { renderToDocument } from '../../tests/render'
import { CheckList } from './CheckList'
import * as styles from './CheckList.css'

/** The list rendered in a locale. */
async function list(ui: React.ReactElement, locale: 'pt-br' | 'en-us') {
  const root = await renderToDocument(ui, { locale })
  return root.querySelector('ul')!
}

test('one list item per entry, in order, each marked for its check mark', async () => {
  for (const locale of ['pt-br', 'en-us'] as const) {
    const ul = await list(<CheckList items={[<Trans key="a">Our services</Trans>, 'LGPD']} />, locale)
    assert.equal(
      [...ul.children].map((li) => li.textContent),
      [locale === 'pt-br' ? 'Nossos serviços' : 'Our services', 'LGPD'],
    )
    assert.ok([...ul.children].every((li) => li.tagName === 'LI' && li.className === styles.item))
  }
})

test('the dark tone is for dark bands', async () => {
  assert.ok((await list(<CheckList items={['a']} tone="dark" />, 'en-us')).classList.contains(styles.tone.dark))
  assert.ok((await list(<CheckList items={['a']} />, 'en-us')).classList.contains(styles.tone.light))
})

test.run()
