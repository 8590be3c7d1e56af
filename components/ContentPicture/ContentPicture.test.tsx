import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { renderToDocument } from '../../tests/render'
import { ContentPicture } from './ContentPicture'

const photo = {
  src: '/assets/photo-1600.webp',
  width: 1600,
  height: 900,
  sources: { avif: '/assets/photo-480.avif 480w, /assets/photo-1600.avif 1600w', webp: '/assets/photo-480.webp 480w, /assets/photo-1600.webp 1600w' },
}

test('a photograph: AVIF, then WebP, each with the sizes it is drawn at; the WebP as the lazy fallback image with its size', async () => {
  const root = await renderToDocument(<ContentPicture picture={photo} alt="Team at work" sizes="(min-width: 1024px) 40vw, 100vw" />)
  const sources = [...root.querySelectorAll('picture > source')]
  assert.equal(
    sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')]),
    [
      ['image/avif', photo.sources.avif, '(min-width: 1024px) 40vw, 100vw'],
      ['image/webp', photo.sources.webp, '(min-width: 1024px) 40vw, 100vw'],
    ],
  )
  const img = root.querySelector('picture > img')!
  assert.equal([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')], [photo.src, '1600', '900'])
  assert.is(img.getAttribute('alt'), 'Team at work')
  assert.is(img.getAttribute('loading'), 'lazy')
  assert.not.ok(img.hasAttribute('sizes'), 'sizes belongs with a srcset')
})

test('the page’s largest picture is fetched at once, first', async () => {
  const img = (await renderToDocument(<ContentPicture picture={photo} alt="" sizes="100vw" priority />)).querySelector('img')!
  assert.is(img.getAttribute('loading'), 'eager')
  assert.is(img.getAttribute('fetchpriority'), 'high')
})

test('an SVG is one image, as it is', async () => {
  const root = await renderToDocument(<ContentPicture picture={{ src: '/assets/chart.svg', width: 640, height: 360 }} alt="" sizes="100vw" />)
  assert.not.ok(root.querySelector('picture'))
  assert.is(root.querySelector('img')!.getAttribute('src'), '/assets/chart.svg')
})

test.run()
