import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { matchBusinessDays } from '../../data/claims'
import { placeholderNotes } from './placeholderNotes'

test('each placeholder of a message gets its meaning, with the figure from its one definition', () => {
  const notes = placeholderNotes(
    'Tech talent in up to {matchBusinessDays, plural, one {{matchBusinessDays} business day} other {{matchBusinessDays} business days}}',
  )
  assert.equal(notes, [`{matchBusinessDays}: the longest time to match a client with a professional, in business days (now ${matchBusinessDays})`])
  assert.equal(placeholderNotes('Slide {first} of {total}').length, 2)
  assert.equal(placeholderNotes('No placeholder here'), [])
})

test.run()
