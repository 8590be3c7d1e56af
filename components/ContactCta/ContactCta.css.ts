import { style } from '@vanilla-extract/css'
import { darkPanel } from '../theme/cards.css'
import { vars } from '../theme/theme.css'
import { responsiveStyle } from '../theme/responsiveStyle'

const centred = { display: 'grid', gap: vars.space.lg, justifyItems: 'center', textAlign: 'center' } as const

/** The gradient panel, heading and button side by side from md. */
export const box = {
  panel: style([
    darkPanel,
    { gap: vars.space.xl, justifyItems: 'start', padding: `${vars.space.xxl} ${vars.space.lg}` },
    responsiveStyle({
      sm: { padding: vars.space.xxl },
      md: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space.xxl, padding: '64px' },
    }),
  ]),
  band: style(centred),
}

export const text = { panel: style({ display: 'grid', gap: vars.space.md }), band: style(centred) }

export const title = {
  panel: style({ fontSize: vars.fontSize.xxl, color: vars.color.onDarkStrong, maxWidth: '26ch' }),
  band: style({ fontSize: vars.fontSize.xxl, color: vars.color.onDarkStrong, maxWidth: '28ch' }),
}

export const lead = {
  panel: style({ fontSize: vars.fontSize.lg, color: vars.color.onDarkMuted, maxWidth: '58ch' }),
  band: style({ fontSize: vars.fontSize.lg, color: vars.color.onDark, maxWidth: '56ch' }),
}
