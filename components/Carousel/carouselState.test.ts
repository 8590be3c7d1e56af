import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { carouselState } from './carouselState'

test('at the first slide, previous is off and next is on', () => {
  const state = carouselState(0, 7, 4)
  assert.is(state.canPrevious, false)
  assert.is(state.canNext, true)
  assert.equal([state.first, state.last], [1, 4])
})

test('the last index is 3 with 4 of 7 in view, 5 with 2 and 6 with 1 (docs/product/rules.md)', () => {
  assert.is(carouselState(0, 7, 4).lastIndex, 3)
  assert.is(carouselState(0, 7, 2).lastIndex, 5)
  assert.is(carouselState(0, 7, 1).lastIndex, 6)
})

test('at the last index next is off, previous on, and the last slide is visible', () => {
  const state = carouselState(3, 7, 4)
  assert.equal([state.canPrevious, state.canNext], [true, false])
  assert.equal([state.first, state.last], [4, 7])
  assert.equal([carouselState(6, 7, 1).first, carouselState(6, 7, 1).last], [7, 7])
})

test('one step from the start turns previous on', () => {
  const state = carouselState(1, 7, 4)
  assert.equal([state.canPrevious, state.canNext], [true, true])
})

test('an index out of range is pulled back into it', () => {
  assert.is(carouselState(9, 7, 4).index, 3)
  assert.is(carouselState(-2, 7, 4).index, 0)
  assert.is(carouselState(Number.NaN, 7, 4).index, 0)
})

test('with no more slides than fit, neither way is possible', () => {
  const state = carouselState(0, 3, 4)
  assert.equal([state.canPrevious, state.canNext, state.last], [false, false, 3])
})

test.run()
