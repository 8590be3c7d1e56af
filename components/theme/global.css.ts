import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css'
import { focusRing } from './focusRing'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  scrollPaddingTop: '96px',
  WebkitTextSizeAdjust: '100%',
})

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.color.ink,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
})

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: 1.2,
  margin: 0,
  textWrap: 'balance',
} as never)

globalStyle('p', { margin: 0 })

globalStyle('img, svg', { maxWidth: '100%', height: 'auto', display: 'block' })

// A `<picture>` (ContentPicture) takes no box: its `<img>` is sized and placed as if it stood alone.
globalStyle('picture', { display: 'contents' })

globalStyle('a', { color: 'inherit' })

globalStyle('button, input, select, textarea', { font: 'inherit' })

globalStyle(':focus-visible', { ...focusRing, borderRadius: '2px' })

// Honour the visitor's wish for less motion everywhere, carousels and menus included.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
})

// An island's marker (components/Island/Island.tsx) must not add a box: the layout sees only its content.
globalStyle('tecto-island', { display: 'contents' })

// The page shows once the parser is past all of it, that is once an element follows #root (renderer/+onRenderHtml.tsx):
// a page painted half-parsed moves when the rest arrives (the header's menu pushed left by the contact button's words).
globalStyle('#root:not(:has(~ *))', { visibility: 'hidden' })
