import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { sampleLead } from '../../testbed/sampleLead'
import { tempDir } from '../../tests/support/tempDir'
import { openSqliteLeadStore } from './openLeadStore'

const dir = tempDir('group-commit')
const test = suite('SQLite group commit')

test('leads that arrive together share one durable commit, and each is answered after it', async () => {
  const commits: number[] = []
  const store = await openSqliteLeadStore(join(dir, 'together.sqlite'), { onCommit: (leads) => commits.push(leads) })
  try {
    const stored = await Promise.all(Array.from({ length: 50 }, (_, i) => store.addLead(sampleLead({ email: `lead${i}@empresa.com.br` }))))
    assert.is(new Set(stored.map((lead) => lead.id)).size, 50)
    assert.ok(commits.length <= 2, `50 leads took ${commits.length} commits`)
    assert.is(
      commits.reduce((sum, leads) => sum + leads, 0),
      50,
    )
  } finally {
    await store.close()
  }
})

test('a lead that arrives alone is committed at once', async () => {
  const commits: number[] = []
  const store = await openSqliteLeadStore(join(dir, 'alone.sqlite'), { onCommit: (leads) => commits.push(leads) })
  try {
    await store.addLead(sampleLead())
    assert.equal(commits, [1])
  } finally {
    await store.close()
  }
})

test.run()
