import { style } from '@vanilla-extract/css'
import { menuRow } from '../Dropdown/Dropdown.css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'
import { visuallyHiddenRule } from '../theme/visuallyHidden.css'

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs })

export const option = style([
  menuRow,
  {
    gap: vars.space.sm,
    minHeight: '44px',
    color: vars.color.ink,
    whiteSpace: 'nowrap',
    ':hover': { color: vars.color.brandStrong },
    selectors: { '&[aria-current="page"]': { fontWeight: 600, color: vars.color.brandStrong, background: vars.color.surfaceAlt } },
  },
])

/** A flag, 3:2 like the Spanish one (the symbol fills it, components/Flag); a thin ring keeps white stripes visible on white. */
export const flag = style({ width: '24px', height: '16px', flexShrink: 0, borderRadius: '2px', boxShadow: vars.shadow.ring })

/** The current language's name, heard always, seen from lg: at 1024 px a bar drawn in the fallback font would scroll sideways. */
export const currentName = style([
  visuallyHiddenRule,
  responsiveStyle({ lg: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto' } }),
])
