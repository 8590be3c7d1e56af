import { style } from '@vanilla-extract/css'
import { header } from '../Dropdown/Dropdown.css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'

/** White passes AA on every stop of the gradient. */
export const root = style([header, { background: vars.gradient.brand, color: vars.color.onBrand }])

export const bar = style({ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md })

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
