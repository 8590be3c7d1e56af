import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { techStack } from '../../../data/techStack'
import { createI18n } from '../../../locales/i18n'
import { renderToDocument } from '../../../tests/render'
import { TechStack } from './TechStack'

test('one titled list per area, with translated titles and every technology as a badge', async () => {
  for (const locale of ['en-us', 'es-es'] as const) {
    const i18n = await createI18n(locale)
    const root = await renderToDocument(<TechStack />, { locale })
    assert.equal(
      [...root.querySelectorAll('h3')].map((h) => h.textContent),
      techStack.map((a) => i18n._(a.title)),
    )
    const badges = [...root.querySelectorAll('li li')].map((li) => li.textContent)
    assert.equal(
      badges,
      techStack.flatMap((a) => [...a.items]),
    )
    for (const name of [
      'React',
      'Node.js',
      'TypeScript',
      'Python',
      'Java',
      'Kotlin',
      'Swift',
      'Flutter',
      'AWS',
      'Azure',
      'Google Cloud',
      'PostgreSQL',
      'Docker',
      'Kubernetes',
    ]) {
      assert.ok(badges.includes(name), name)
    }
  }
})

test('each list is labelled by its area title', async () => {
  const root = await renderToDocument(<TechStack />, { locale: 'en-us' })
  const lists = root.querySelectorAll('li > ul')
  assert.is(lists.length, techStack.length)
  for (const list of lists) {
    assert.ok(root.querySelector(`#${list.getAttribute('aria-labelledby')}`)?.textContent)
  }
  assert.is(root.querySelector('h3')!.textContent, 'Web front end')
})

test.run()
