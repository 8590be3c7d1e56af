import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { classNames } from './classNames'

test('joins the names given, in order, with one space', () => {
  assert.is(classNames('root', 'tone-dark', 'extra'), 'root tone-dark extra')
})

test('leaves out what a condition or an absent prop turned falsy', () => {
  assert.is(classNames('card', false, undefined, null, '', 'featured'), 'card featured')
  assert.is(classNames(), '')
})

test.run()
