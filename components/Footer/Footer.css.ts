import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { translucent } from '../theme/translucent'
import { responsiveStyle } from '../theme/responsiveStyle'

/** Dark band; every text colour on it passes WCAG AA (onDark ≈ 17:1, onDarkMuted ≈ 10:1). */
export const root = style({
  background: vars.color.surfaceDark,
  color: vars.color.onDark,
  paddingTop: vars.space.xxl,
  fontSize: vars.fontSize.sm,
})

export const grid = style([
  { display: 'grid', gap: vars.space.xl, gridTemplateColumns: '1fr', paddingBottom: vars.space.xxl },
  responsiveStyle({
    sm: { gridTemplateColumns: 'repeat(2, 1fr)' },
    md: { gridTemplateColumns: '1.6fr 1fr 1.2fr 1.4fr', gap: vars.space.xxl },
  }),
])

export const brand = style([
  { display: 'grid', gap: vars.space.lg, alignContent: 'start' },
  responsiveStyle({ sm: { gridColumn: '1 / -1' }, md: { gridColumn: 'auto' } }),
])

/** Sized to the logo, so its focus ring hugs it. */
export const logo = style({ display: 'inline-block', justifySelf: 'start', borderRadius: vars.radius.sm })

export const description = style({ color: vars.color.onDarkMuted, maxWidth: '42ch' })

export const heading = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.onDark,
  marginBottom: vars.space.sm,
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs })

globalStyle(`${root} a`, { color: vars.color.onDarkMuted, textDecoration: 'none', textUnderlineOffset: '3px' })
globalStyle(`${root} a:hover`, { color: vars.color.onDark, textDecoration: 'underline' })
// Links in lists are at least 24 px tall (WCAG 2.5.8).
globalStyle(`${list} a`, { display: 'inline-flex', alignItems: 'center', minHeight: '28px' })

export const language = style({ gap: vars.space.xs, selectors: { '&[aria-current="page"]': { color: vars.color.onDark, fontWeight: 600 } } })

export const flag = style({ width: '20px', height: '15px', borderRadius: '2px' })

export const social = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${translucent('onDarkMuted', 0.35)}`,
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  ':hover': { background: translucent('white', 0.08), borderColor: vars.color.onDarkMuted },
})

/** The LGPD block, a band under the columns (a column would squeeze its paragraph at 1024 px); the button below, beside it from md. */
export const dataProtection = style([
  {
    gridColumn: '1 / -1',
    display: 'grid',
    gridTemplateColumns: '48px minmax(0, 1fr)',
    gridTemplateAreas: '"badge heading" "badge statement" "choices choices"',
    columnGap: vars.space.md,
    alignItems: 'start',
    paddingTop: vars.space.xl,
    borderTop: `1px solid ${translucent('onDarkMuted', 0.2)}`,
  },
  responsiveStyle({
    md: {
      gridTemplateColumns: '64px minmax(0, 72ch) auto',
      gridTemplateAreas: '"badge heading choices" "badge statement choices"',
      justifyContent: 'start',
      columnGap: vars.space.lg,
    },
  }),
])

/** A little smaller on phones, to leave the statement its width. */
export const badge = style([{ gridArea: 'badge', width: '48px', height: 'auto' }, responsiveStyle({ md: { width: '64px' } })])

export const statement = style({ gridArea: 'statement', color: vars.color.onDarkMuted })

globalStyle(`${dataProtection} > h2`, { gridArea: 'heading' })
globalStyle(`${statement} a`, { color: vars.color.onDark, textDecoration: 'underline' })

export const privacyChoices = style([
  {
    gridArea: 'choices',
    justifySelf: 'start',
    marginTop: vars.space.md,
    minHeight: '36px',
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${translucent('onDarkMuted', 0.5)}`,
    background: 'transparent',
    color: vars.color.onDark,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    ':hover': { background: translucent('white', 0.08) },
  },
  responsiveStyle({ md: { alignSelf: 'center', marginTop: 0 } }),
])

export const bottom = style({
  paddingBlock: vars.space.lg,
  borderTop: `1px solid ${translucent('onDarkMuted', 0.2)}`,
  color: vars.color.onDarkMuted,
  fontSize: vars.fontSize.xs,
})
