import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { helpAreas } from '../../data/helpAreas'
import { hireExpertise } from '../../data/hireExpertise'
import { createI18n } from '../../locales/i18n'
import { renderToDocument } from '../../tests/render'
import { CardList } from './CardList'

test('each card is a heading over its sentence, in the page language, its heading named {look}-{id}', async () => {
  for (const locale of ['en-us', 'pt-br'] as const) {
    const i18n = await createI18n(locale)
    const root = await renderToDocument(<CardList look="help" cards={helpAreas} />, { locale })
    assert.equal(
      [...root.querySelectorAll('li')].map((li) => [li.querySelector('h3')!.id, li.querySelector('h3')!.textContent, li.querySelector('p')!.textContent]),
      helpAreas.map((area) => [`help-${area.id}`, i18n._(area.title), i18n._(area.description)]),
      locale,
    )
  }
})

test('steps are an ordered list, other cards a plain one', async () => {
  assert.ok((await renderToDocument(<CardList look="help" cards={helpAreas} />)).querySelector('ol > li'))
  assert.ok((await renderToDocument(<CardList look="hiring" cards={helpAreas} />)).querySelector('ol > li'))
  const plain = await renderToDocument(<CardList look="values" cards={helpAreas} />)
  assert.ok(plain.querySelector('ul > li'))
  assert.not.ok(plain.querySelector('ol'))
})

test("a card's technologies are a list named by its heading, in English on every page", async () => {
  const root = await renderToDocument(<CardList look="expertise" cards={hireExpertise} />, { locale: 'es-es' })
  for (const role of hireExpertise) {
    const list = root.querySelector(`ul[aria-labelledby="expertise-${role.id}"]`)!
    assert.ok(root.querySelector(`h3#expertise-${role.id}`), role.id)
    assert.equal(
      [...list.querySelectorAll('li')].map((li) => [li.textContent, li.getAttribute('lang')]),
      role.skills.map((skill) => [skill, 'en']),
    )
  }
})

test.run()
