import { globalStyle, style } from '@vanilla-extract/css'
import { paleBand, pageLead } from '../../theme/cards.css'
import { vars } from '../../theme/theme.css'
import { translucent } from '../../theme/translucent'
import { responsiveStyle } from '../../theme/responsiveStyle'

/** The pale band with the title; the form card overlaps its lower edge from md. */
export const hero = style([paleBand, responsiveStyle({ md: { paddingBottom: `calc(${vars.space.xxl} * 2)` } })])

export const heroInner = style({ display: 'grid', gap: vars.space.sm })

export const eyebrow = style({ color: vars.color.brand })

export const title = style({ fontSize: vars.fontSize.xxl, maxWidth: '24ch' })

export const subtitle = style([pageLead, { maxWidth: '60ch' }])

export const formColumn = style({ display: 'grid', gap: vars.space.md })

/** The e-mail line: quiet, its link underlined like the page's other links in text. */
export const email = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft, paddingInline: vars.space.xs, overflowWrap: 'anywhere' })

export const body = style([
  { display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl, alignItems: 'start' },
  responsiveStyle({
    md: {
      gridTemplateColumns: 'minmax(0, 1.65fr) minmax(0, 1fr)',
      marginTop: `calc(-1 * ${vars.space.xxl})`,
      paddingTop: 0,
      paddingBottom: vars.space.section,
    },
  }),
])

/** The side panel: why it is worth writing to Tecto, and WhatsApp for a quick chat. */
export const reasons = style([
  {
    display: 'grid',
    gap: vars.space.lg,
    alignContent: 'start',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.gradient.dark,
    color: vars.color.onDark,
  },
  responsiveStyle({ sm: { padding: vars.space.xl } }),
])

export const reasonsTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.surface })

export const reasonList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg })

export const reason = style({ position: 'relative', paddingInlineStart: '36px', display: 'grid', gap: vars.space.xxs })

globalStyle(`${reason}::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: 0,
  top: '0.1em',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.pill,
  background: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='m7 12.5 3.2 3.2 6.8-7.2' fill='none' stroke='white' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") center / 24px no-repeat, ${vars.gradient.brand}`,
})

export const reasonTitle = style({ fontSize: vars.fontSize.md, color: vars.color.surface })

export const reasonText = style({ fontSize: vars.fontSize.sm, color: vars.color.onDarkMuted, lineHeight: 1.55 })

globalStyle(`${reasonText} a`, { color: vars.color.surface, textUnderlineOffset: '3px' })

export const chat = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${translucent('white', 0.16)}`,
})

export const chatTitle = style({ fontWeight: 600, color: vars.color.surface })

export const chatLink = style({
  justifySelf: 'start',
  minHeight: '24px',
  color: vars.color.surface,
  fontWeight: 600,
  textUnderlineOffset: '3px',
})
