import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { gliderOptions, resolveLayout } from './carouselLayout'

const layout = { base: { perView: 1, spacing: 16 }, md: { perView: 3, spacing: 32 } }

test('a breakpoint without its own layout inherits the one below', () => {
  assert.equal(resolveLayout(layout), {
    base: { perView: 1, spacing: 16 },
    sm: { perView: 1, spacing: 16 },
    md: { perView: 3, spacing: 32 },
    lg: { perView: 3, spacing: 32 },
  })
})

test('glider gets the same per-view numbers, a pixel past the widths they hold up to', () => {
  const options = gliderOptions(layout, false)
  assert.is(options.slidesToShow, 1)
  assert.equal(options.responsive, [{ settings: { slidesToShow: 3, slidesToScroll: 1 }, breakpoint: 1025 }])
  assert.is(options.skipTrack, true, 'React renders the track itself')
  assert.is(options.draggable, true)
  assert.is(options.scrollLock, false, 'glider would pull the slides back mid-glide; useGlider lines them up itself')
})

test('reduced motion makes the move all but instant', () => {
  assert.ok(gliderOptions(layout, true).duration! < 0.01)
  assert.ok(gliderOptions(layout, false).duration! >= 0.3)
})

test.run()
