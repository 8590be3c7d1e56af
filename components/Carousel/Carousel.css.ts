import { createVar, style, type StyleRule } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { responsiveStyle, type Breakpoint } from '../theme/responsiveStyle'

// Slides per view and the gap between slides, per breakpoint, set inline from the layout prop. A layout holds up to its
// breakpoint's width ("1 video per view up to 1024 px"): the next one starts a pixel wider.
export const perView = { base: createVar(), sm: createVar(), md: createVar(), lg: createVar() }
export const spacing = { base: createVar(), sm: createVar(), md: createVar(), lg: createVar() }

const perLayout = (rule: (name: 'base' | Breakpoint) => StyleRule) => [rule('base'), responsiveStyle({ sm: rule('sm'), md: rule('md'), lg: rule('lg') }, 1)]

// minmax(0, 1fr): a grid column would otherwise grow to the whole row of slides.
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg })

/** Half a gap of bleed each side, as every slide carries half a gap of padding: a slide is (width + gap) / perView wide, as glider computes it. */
export const frame = style([
  // The block margin takes back part of the viewport's padding, so the shadows' room costs little space.
  { marginBlock: `calc(-1 * ${vars.space.md})` },
  ...perLayout((name) => ({ marginInline: `calc(${spacing[name]} / -2)` })),
])

/** The scrolling window glider drives; it scrolls natively (touch, trackpad) before glider starts too. */
export const viewport = style({
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  // Hidden before and after glider starts (glider's CSS hides it too), so its height never changes.
  scrollbarWidth: 'none',
  // Room for the cards' shadows and focus rings, which the overflow would cut.
  paddingBlock: vars.space.xl,
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    // Inside its edges: the frame around it would cut a ring drawn outside.
    '&:focus-visible': { outlineOffset: '-3px' },
  },
})

export const track = style({ display: 'flex', margin: 0, padding: 0 })

/** One slide: its width from the per-view numbers until glider sets the same width in px. */
export const slide = style([
  { flex: 'none', display: 'flex' },
  ...perLayout((name) => ({ width: `calc(100% / ${perView[name]})`, paddingInline: `calc(${spacing[name]} / 2)` })),
])

export const controls = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm })

/** A round 48 px arrow button; "disabled" stays focusable (aria-disabled) so focus is never lost at an end. */
export const arrow = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.brand, color: vars.color.onBrand },
    '&[aria-disabled="true"]': { borderColor: vars.color.line, color: vars.color.muted, cursor: 'not-allowed' },
  },
})

export const arrowIcon = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 2.25, strokeLinecap: 'round', strokeLinejoin: 'round' })
