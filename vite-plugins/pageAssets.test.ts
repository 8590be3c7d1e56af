import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { lowPriorityEntry, preloadTags } from './pageAssets'

// A client build's manifest: the entry, two islands sharing a chunk, and an island with a library of its own.
const manifest = {
  'renderer/+client.ts': { file: 'assets/entries/client.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/chunks/shared.js' },
  'components/Header/Header.island.tsx': { file: 'assets/chunks/header.js', imports: ['_shared.js'] },
  'components/Carousel/Carousel.island.tsx': { file: 'assets/chunks/carousel.js', imports: ['_shared.js', '_glider.js'] },
  '_glider.js': { file: 'assets/chunks/glider.js' },
}
const page = (islands: string) => `<html><head><script type="module" src="/assets/entries/client.js"></script></head><body>${islands}</body></html>`
const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)

test("a page preloads its islands' chunks and what they import, each once, but not the entry it already loads", () => {
  const html = page('<tecto-island data-island="Header"></tecto-island><tecto-island data-island="Carousel"></tecto-island>')
  assert.equal(hrefs(preloadTags(html, manifest)), [
    '/assets/chunks/shared.js',
    '/assets/chunks/header.js',
    '/assets/chunks/carousel.js',
    '/assets/chunks/glider.js',
  ])
})

test('an island that hydrates when visible is not preloaded: a visitor who never scrolls to it never fetches it', () => {
  const html = page('<tecto-island data-island="Header"></tecto-island><tecto-island data-island="Carousel" data-hydrate="visible"></tecto-island>')
  assert.equal(hrefs(preloadTags(html, manifest)), ['/assets/chunks/shared.js', '/assets/chunks/header.js'])
})

test('scripts are fetched at low priority, after the stylesheet, fonts and images that paint the page', () => {
  const html = page('<tecto-island data-island="Header"></tecto-island>')
  assert.ok([...preloadTags(html, manifest).matchAll(/<link [^>]+>/g)].every(([tag]) => tag.includes('fetchpriority="low"')))
  const entry = lowPriorityEntry('<script src="/assets/entries/client.js" type="module" async></script><script type="application/json">{}</script>')
  assert.is(entry, '<script src="/assets/entries/client.js" type="module" async fetchpriority="low"></script><script type="application/json">{}</script>')
  assert.is(lowPriorityEntry(entry), entry)
})

test.run()
