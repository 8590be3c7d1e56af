import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { photoLikePicture, projectCopy, writeArticle } from './photoArticles'

const root = fileURLToPath(new URL('..', import.meta.url))

test('a generated article passes npm run content:check in a project copy whose picture cache is its own', async () => {
  const copy = projectCopy(root)
  try {
    // A small picture: one width to encode, where the bench's 2400 pixels would take seconds.
    await writeArticle(copy, 7, [480, 270])
    const { status, stdout, stderr } = spawnSync('npm', ['run', '--silent', 'content:check'], { cwd: copy, encoding: 'utf8' })
    assert.is(status, 0, stdout + stderr)
    assert.match(stdout, /✔ \d+ content entries valid/)
    // Neither refused nor listed as a translation of an older Portuguese text.
    assert.not.match(stdout, 'artigo-de-medicao-7')
    assert.ok(readdirSync(join(copy, 'node_modules', '.cache', 'imagetools')).length > 0)
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
})

test('the picture is a 2400×1350 JPEG of a phone photo’s weight, the same for a seed and different between seeds', async () => {
  const picture = await photoLikePicture(1)
  const { width, height, format } = await sharp(picture).metadata()
  assert.equal([width, height, format], [2400, 1350, 'jpeg'])
  assert.ok(picture.length > 500_000 && picture.length < 1_500_000, `${picture.length} bytes`)
  const small = (seed: number) => photoLikePicture(seed, 48, 27)
  assert.equal(await small(2), await small(2))
  assert.not.equal(await small(2), await small(3))
})

test.run()
