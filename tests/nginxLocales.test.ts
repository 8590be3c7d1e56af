import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { codeLocales, defaultLocale } from '../data/locales'
import { projectRoot } from './testBuild'

// nginx cannot read data/locales.ts, so deploy/nginx/tecto.conf names the languages of its unavailable page itself.
test("the nginx recipe's unavailable page knows every language but the default one (docs/translating/new-language.md)", () => {
  const conf = readFileSync(`${projectRoot}deploy/nginx/tecto.conf`, 'utf8')
  const lists = [...conf.matchAll(/\(\?<locale>([^)]*)\)/g)].map((match) => match[1]!.split('|').sort())
  const others = codeLocales.map((locale) => locale.segment).filter((segment) => segment !== defaultLocale)
  assert.is(lists.length, 2, 'the path map and the referer map')
  for (const list of lists) assert.equal(list, [...others].sort())
})

test.run()
