import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import 'glider-js/glider.min.css'
import { visuallyHidden } from '../theme/visuallyHidden.css'
import { carouselState } from './carouselState'
import { resolveLayout, type CarouselLayout } from './carouselLayout'
import { useGlider, type GliderPosition } from './useGlider'
import * as styles from './Carousel.css'

type CarouselProps = {
  label: string
  layout: CarouselLayout
  slides: readonly { key: string; content: ReactNode }[]
  /** Accessible names of the arrow buttons, in the carousel's words ("Previous videos"). */
  previousLabel: string
  nextLabel: string
}

/** A carousel on glider-js (APG carousel pattern); the prerendered HTML lays slides out at glider's widths. */
export function Carousel({ label, layout, slides, previousLabel, nextLabel }: CarouselProps) {
  const { t } = useLingui()
  const trackId = useId()
  const viewport = useRef<HTMLDivElement>(null)
  const [position, setPosition] = useState({ index: 0, perView: layout.base.perView, moved: false })
  const glider = useGlider(viewport, layout, ({ index, perView }: GliderPosition) =>
    setPosition((p) => (p.index === index && p.perView === perView ? p : { index, perView, moved: p.moved || p.index !== index })),
  )
  const state = carouselState(position.index, slides.length, position.perView)
  const total = slides.length

  function move(step: number) {
    // From where the slides are gliding to: counted from the last report, a quick second press would be lost.
    const from = glider.where() ?? position
    const at = carouselState(from.index, total, from.perView).index
    const index = carouselState(at + step, total, from.perView).index
    if (index === at) return
    glider.goTo(index)
    setPosition((p) => ({ ...p, index, perView: from.perView, moved: true }))
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key]
    if (!step) return
    event.preventDefault()
    move(step)
  }

  const { first, last } = state
  // Empty until the visitor moves the carousel: a status present at load is noise, a change is news.
  const status = !position.moved ? '' : first === last ? t`Slide ${first} of ${total}` : t`Slides ${first} to ${last} of ${total}`
  const resolved = resolveLayout(layout)
  const inlineVars = Object.fromEntries(
    (Object.keys(resolved) as (keyof typeof resolved)[]).flatMap((name) => [
      [styles.perView[name], String(resolved[name].perView)],
      [styles.spacing[name], `${resolved[name].spacing}px`],
    ]),
  )

  return (
    <section
      className={styles.root}
      aria-roledescription={t({ message: 'carousel', comment: 'Screen readers say this instead of "region" for a carousel; lower case' })}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.frame} style={assignInlineVars(inlineVars)}>
        {/* Focusable, so a keyboard reaches the scrolling window even when no slide holds a link or button: the
            arrow keys then move it (onKeyDown above). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
        <div ref={viewport} className={styles.viewport} tabIndex={0}>
          <div id={trackId} className={styles.track}>
            {slides.map((slide, i) => {
              const number = i + 1
              return (
                // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the ARIA carousel pattern; a fieldset is for form controls
                <div
                  key={slide.key}
                  className={styles.slide}
                  role="group"
                  aria-roledescription={t({ message: 'slide', comment: 'Screen readers say this instead of "group" for one slide of a carousel; lower case' })}
                  aria-label={t({ message: `${number} of ${total}`, comment: 'Accessible name of a carousel slide, e.g. "3 of 7"' })}
                >
                  {slide.content}
                </div>
              )
            })}
          </div>
        </div>
      </div>
      <div className={styles.controls}>
        {([-1, 1] as const).map((step) => (
          <button
            key={step}
            type="button"
            className={styles.arrow}
            aria-controls={trackId}
            aria-disabled={step < 0 ? !state.canPrevious : !state.canNext}
            aria-label={step < 0 ? previousLabel : nextLabel}
            onClick={() => move(step)}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={styles.arrowIcon}>
              <path d={step < 0 ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'} />
            </svg>
          </button>
        ))}
      </div>
      <p className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {status}
      </p>
    </section>
  )
}
