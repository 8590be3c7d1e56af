import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'

/** Always 72 px tall, so nothing shifts (the theme's scroll-padding-top keeps anchors clear of it); white passes AA on every stop. */
export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  height: '72px',
  background: vars.gradient.brand,
  color: vars.color.onBrand,
})

export const bar = style({ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md })

/** The logo link, hugging the logo so its focus ring does too. */
export const logo = style({ display: 'inline-flex', borderRadius: vars.radius.sm, flexShrink: 0 })

export const desktop = style([{ display: 'none', alignItems: 'center', gap: vars.space.md }, responsiveStyle({ md: { display: 'flex' } })])

export const menu = style({ display: 'flex', alignItems: 'center', listStyle: 'none', margin: 0, padding: 0, gap: vars.space.xxs })

export const menuButton = style(responsiveStyle({ md: { display: 'none' } }))

/** The services panel: wide enough for two columns of title and description. */
export const servicesCard = style({ width: 'min(640px, calc(100vw - 48px))', padding: vars.space.sm })

export const services = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.xxs })

export const service = style({
  display: 'grid',
  gap: vars.space.xxs,
  height: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceAlt },
  selectors: { '&[aria-current="page"]': { background: vars.color.surfaceAlt } },
})

export const serviceTitle = style({ fontWeight: 600, color: vars.color.brandStrong })

export const serviceDescription = style({ fontSize: vars.fontSize.xs, lineHeight: 1.45, color: vars.color.muted })
