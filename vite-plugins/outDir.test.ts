import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildOutDir } from './outDir'

test('the default and a relative TECTO_OUT_DIR are folders of the project', () => {
  assert.equal(buildOutDir(undefined, '/work/site'), { absolute: '/work/site/dist', forVite: 'dist' })
  assert.equal(buildOutDir('.builds/test', '/work/site'), { absolute: '/work/site/.builds/test', forVite: '.builds/test' })
})

test('an absolute TECTO_OUT_DIR inside the project reaches Vite relative to it', () => {
  assert.equal(buildOutDir('/work/site/.builds/ci', '/work/site'), { absolute: '/work/site/.builds/ci', forVite: '.builds/ci' })
})

test('a folder outside the project, or the project itself, is refused before the build starts, saying why', () => {
  for (const setting of ['/tmp/site-build', '/work/builds', '../site-build', '/work/site', '.']) {
    assert.throws(
      () => buildOutDir(setting, '/work/site'),
      (error: Error) => error.message.startsWith(`TECTO_OUT_DIR=${setting}: the build must go into a folder inside the project (/work/site)`),
      setting,
    )
  }
})

test.run()
