import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { tintedPanel } from '../../theme/cards.css'
import { responsiveStyle } from '../../theme/responsiveStyle'

export const header = style({
  background: vars.gradient.dark,
  color: vars.color.onDark,
  paddingBlock: 'clamp(32px, 5vw, 72px)',
})

export const headerLayout = style([
  { display: 'grid', gap: vars.space.xl, alignItems: 'center' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)', gap: vars.space.xxl } }),
])

export const headerText = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start' })

/** "All curated articles", a 24 px target at least. */
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '24px',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.onDark,
  textUnderlineOffset: '3px',
})

export const titles = style({ display: 'grid', gap: vars.space.xs })

export const label = style({ color: vars.color.onDarkMuted })

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.surface })

export const generated = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
})

export const generatedTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: 600, color: vars.color.surface, lineHeight: 1.35 })

/** The article's illustration; hidden on phones, where it would only push the text down. */
export const image = style([{ display: 'none', width: '100%', height: 'auto', borderRadius: vars.radius.lg }, responsiveStyle({ md: { display: 'block' } })])

export const body = style([
  { display: 'grid', gap: vars.space.xxl, paddingTop: vars.space.section, paddingBottom: vars.space.xxl, alignItems: 'start' },
  responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)', gap: '64px' } }),
])

export const original = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })

export const sectionTitle = style({ fontSize: vars.fontSize.xl })

export const originalText = style({ maxWidth: vars.width.text, color: vars.color.inkSoft })

/** The paragraphs' wrapper, boxless, so the clamp counts their lines as its own. */
export const paragraphs = style({ display: 'contents' })

globalStyle(`${paragraphs} > p + p`, { marginTop: '1em' })

/** "Read the full text" / "Show less", styled as a link with a target of at least 24 px. */
export const toggle = style({
  minHeight: '44px',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  ':hover': { color: vars.color.brandStrong },
})

export const aside = style({ display: 'grid', gap: vars.space.xl })

export const asideTitle = style({ fontSize: vars.fontSize.lg })

export const sourcesPanel = style({ display: 'grid', gap: vars.space.md })

export const sources = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
})

export const source = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '72px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: '1px solid',
})

export const isHighlighted = style({ background: vars.color.surface, borderColor: vars.color.brand, boxShadow: vars.shadow.card })

export const isDimmed = style({ background: vars.color.surfaceAlt, borderColor: vars.color.line, filter: 'grayscale(1)', opacity: 0.45 })

export const sourceLogo = style({ width: '100%', maxWidth: '180px', height: 'auto' })

export const sourcesNote = style({ fontSize: vars.fontSize.xs, color: vars.color.muted })

export const summary = style([tintedPanel, { gap: vars.space.sm, padding: vars.space.lg, borderTop: `4px solid ${vars.color.brand}` }])

export const summaryText = style({ color: vars.color.ink })

export const tagsPanel = style({ display: 'grid', gap: vars.space.sm })

export const tags = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const tag = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.chip,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
})

export const notice = style({ paddingBottom: vars.space.section })
