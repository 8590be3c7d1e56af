import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { tempDir } from '../tests/support/tempDir'
import { pageTypes } from './pageTypes'

/** A fake build holding a prerendered page at each of `urls`. */
function fakeBuild(urls: string[]): string {
  const clientDir = tempDir('bench-pages')
  for (const url of urls) {
    mkdirSync(join(clientDir, url), { recursive: true })
    writeFileSync(join(clientDir, url, 'index.html'), '<!doctype html>')
  }
  return clientDir
}

test('the bench measures the Portuguese page of each page type the build holds', () => {
  const { pages } = pageTypes(fakeBuild(['/pt-br', '/pt-br/quem-somos', '/pt-br/contato', '/en-us/quem-somos']))
  assert.equal(pages, [
    { name: 'home', url: '/pt-br' },
    { name: 'about', url: '/pt-br/quem-somos' },
    { name: 'contact', url: '/pt-br/contato' },
  ])
})

test('page types without a built page are listed as not built', () => {
  const { notBuilt } = pageTypes(fakeBuild(['/pt-br', '/pt-br/quem-somos', '/pt-br/politica-de-privacidade']))
  assert.ok(notBuilt.includes('service'))
  assert.ok(notBuilt.includes('news article'))
  assert.not.ok(notBuilt.includes('privacy'))
})

test('the news article measured is the first slug of the build, and a folder without a page is no article', () => {
  const clientDir = fakeBuild(['/pt-br/noticias', '/pt-br/noticias/zeta-news', '/pt-br/noticias/beta-news'])
  mkdirSync(join(clientDir, 'pt-br/noticias/alpha-images'))
  const article = pageTypes(clientDir).pages.find((page) => page.name === 'news article')
  assert.equal(article?.url, '/pt-br/noticias/beta-news')
})

test.run()
