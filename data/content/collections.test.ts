import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatProblem } from './collection'
import { collections } from './collections'

test('every content file in the repository passes its collection schema', () => {
  for (const collection of collections) {
    assert.equal(collection.problems.map(formatProblem), [], `content/${collection.name}`)
    assert.ok(collection.entries.length > 0, `content/${collection.name} has entries`)
  }
})

test.run()
