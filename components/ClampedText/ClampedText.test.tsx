import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToDocument } from '../../tests/render'
import { ClampedText } from './ClampedText'
import * as styles from './ClampedText.css'

test('the text carries the clamp of its line count, and keeps its own element and class', async () => {
  const root = await renderToDocument(
    <ClampedText as="p" lines={12} className="extra" id="resumo">
      Texto
    </ClampedText>,
  )
  const element = root.querySelector('p#resumo')!
  assert.ok(element, 'a <p> with its id')
  assert.ok(element.classList.contains(styles.root))
  assert.ok(element.classList.contains(styles.lines[12]))
  assert.not.ok(element.classList.contains(styles.lines[4]))
  assert.ok(element.classList.contains('extra'))
  assert.is(element.getAttribute('data-clamp-lines'), '12')
  assert.is(element.textContent, 'Texto')
})

test.run()
