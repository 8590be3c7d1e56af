import { vars } from '../theme/theme.css'
import { translucent } from '../theme/translucent'

// A table, not styles: the hero's looks, each a page opening's measures. Hero.css.ts turns each into the
// values of the variables its styles read. (A .css.ts file, so the theme's variables resolve at build time.)

const standardPadding = 'clamp(48px, 7vw, 96px)'

/** A page's opening's measures; a split layout puts the text beside the picture from md. */
export type Look = {
  layout: 'split' | 'centered' | 'start'
  padding: [top: string, bottom: string]
  /** The text's and the picture's columns from md (split layout). */
  columns?: string
  gap?: [phones: string, md: string]
  /** The longest line of the text column, the title and the lead (default: as wide as there is room). */
  text?: string
  title?: string
  lead: string
  /** The lead a touch dimmer than the text around it, or as bright (onDark). */
  leadColor?: string
  picture?: [phones: string, md: string]
  /** Room above the calls to action (default none), and how they sit in their column on phones (default full width). */
  actions?: [margin: string, phones?: 'start' | 'center']
  /** A pill eyebrow on the dark band: its outline and wash (default: the letters' colour, none). */
  pill?: [outline: string, wash: string]
}

/** Every page's opening, by name: the measures its styles read (Hero.css.ts). */
export const looks = {
  /** The alternative home and the AI page: artwork beside the text, on phones too, and room below for the partners. */
  showcase: {
    layout: 'split',
    padding: [vars.space.xxl, vars.space.section],
    columns: 'minmax(0, 1.15fr) minmax(0, 0.85fr)',
    gap: [vars.space.xxl, vars.space.xl],
    title: '18ch',
    lead: '60ch',
    picture: ['440px', '560px'],
    actions: [vars.space.xs],
    pill: [translucent('onDarkMuted', 0.4), translucent('white', 0.06)],
  },
  /** The hire and software-factory pages: one call to action down to the form. */
  landing: {
    layout: 'split',
    padding: [standardPadding, standardPadding],
    columns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)',
    gap: [vars.space.xxl, vars.space.xl],
    title: '20ch',
    lead: '58ch',
    picture: ['560px', '560px'],
    actions: [vars.space.xs],
  },
  /** The about page. */
  about: {
    layout: 'split',
    padding: [standardPadding, standardPadding],
    columns: '1.1fr 1fr',
    gap: [vars.space.xxl, vars.space.xxl],
    text: '44rem',
    lead: '60ch',
    leadColor: vars.color.onDark,
    picture: ['none', 'none'],
    actions: ['0', 'start'],
  },
  /** A product's demonstration (IA Notícia). */
  product: {
    layout: 'split',
    padding: [standardPadding, standardPadding],
    columns: '1.25fr 1fr',
    gap: [vars.space.xxl, vars.space.xxl],
    text: '46rem',
    lead: '60ch',
    leadColor: vars.color.onDark,
    picture: ['520px', '520px'],
  },
  /** A service page, beside the standard header: the service's card illustration. */
  service: {
    layout: 'split',
    padding: ['clamp(40px, 6vw, 88px)', 'clamp(40px, 6vw, 88px)'],
    columns: 'minmax(0, 1.2fr) minmax(0, 1fr)',
    gap: [vars.space.xl, vars.space.xxl],
    lead: '58ch',
    leadColor: vars.color.onDark,
    picture: ['420px', '460px'],
  },
  /** The classic about page: the about page's words in one centred column. */
  aboutBanner: {
    layout: 'centered',
    padding: [standardPadding, standardPadding],
    text: '44rem',
    lead: '60ch',
    leadColor: vars.color.onDark,
    actions: ['0', 'center'],
  },
  /** The classic home: one centred column with the key figures below. */
  banner: {
    layout: 'centered',
    padding: [vars.space.section, vars.space.section],
    title: '22ch',
    lead: '60ch',
  },
  /** A content page (news, AI products): one column of text beside the glow. */
  page: {
    layout: 'start',
    padding: [standardPadding, standardPadding],
    title: '24ch',
    lead: '62ch',
    actions: [vars.space.xs],
  },
} satisfies Record<string, Look>
