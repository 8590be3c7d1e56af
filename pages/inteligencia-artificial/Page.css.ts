import { style } from '@vanilla-extract/css'
import { cardSurface } from '../../components/theme/cards.css'
import { responsiveStyle } from '../../components/theme/responsiveStyle'
import { vars } from '../../components/theme/theme.css'

export const solutions = style([
  { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg },
  responsiveStyle({ md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl } }),
])

export const solution = cardSurface

export const solutionImage = style({ width: '100%', height: 'auto', aspectRatio: '480 / 280', background: vars.color.surfaceAlt })

export const solutionBody = style([
  { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md, padding: vars.space.lg, flex: 1 },
  responsiveStyle({ sm: { padding: vars.space.xl } }),
])

export const solutionTitle = style({ fontSize: vars.fontSize.xl })

export const solutionText = style({ color: vars.color.inkSoft, flex: 1 })

export const keyStatement = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'center', textAlign: 'center' })

export const keyTitle = style({ fontSize: vars.fontSize.hero, maxWidth: '22ch', color: vars.color.ink })

/** The key words in the brand gradient (its darkest stops pass AA on the pale band); `color` where text cannot be clipped. */
export const highlight = style({
  color: vars.color.brandStrong,
  background: vars.gradient.brand,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  WebkitTextFillColor: 'transparent',
})

export const keyText = style({ fontSize: vars.fontSize.lg, color: vars.color.inkSoft, maxWidth: '60ch' })

export const necessity = style([
  { display: 'grid', gap: vars.space.xl, alignItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)', gap: vars.space.xxl } }),
])

export const paragraph = style({ color: vars.color.inkSoft })

/** The closing image, as wide as the content; its width and height attributes reserve its box. */
export const closingImage = style({ width: '100%', height: 'auto', marginTop: vars.space.xxl, borderRadius: vars.radius.lg })
