import { vars } from '../theme/theme.css'

// A table, not styles: each page opening's measures, which Hero.css.ts turns into its variables.

/** A page opening's measures; unset, a measure is as wide as there is room. */
export type Look = {
  layout: 'split' | 'centered' | 'start'
  padding: [top: string, bottom: string]
  /** The text's and the picture's columns from md (split layout). */
  columns?: string
  gap?: [phones: string, md: string]
  /** The longest line of the text column, the title and the lead. */
  text?: string
  title?: string
  lead: string
  /** The lead as bright as the text (onDark), not a touch dimmer. */
  leadColor?: string
  picture?: [phones: string, md: string]
  /** Room above the calls to action, and how they sit on phones (default full width). */
  actions?: [margin: string, phones?: 'start' | 'center']
}

const padding: Look['padding'] = ['clamp(48px, 7vw, 96px)', 'clamp(48px, 7vw, 96px)']
const { xl, xxl, xs, section } = vars.space

/** A look from what sets it apart: the usual padding and a 60ch lead, unless it says otherwise. */
const look = (layout: Look['layout'], measures: Partial<Look>): Look => ({ layout, padding, lead: '60ch', ...measures })
/** A look with the text beside the picture from md: its columns, gaps and picture widths. */
const split = (columns: string, gap: Look['gap'], picture: Look['picture'], measures: Partial<Look>) => look('split', { columns, gap, picture, ...measures })

export const looks = {
  /** The alternative home and the AI page: artwork beside the text, on phones too, and room below for the partners. */
  showcase: split('minmax(0, 1.15fr) minmax(0, 0.85fr)', [xxl, xl], ['440px', '560px'], {
    padding: [xxl, section],
    title: '18ch',
    actions: [xs],
  }),
  /** The landing pages: one call to action down to the form. */
  landing: split('minmax(0, 1.1fr) minmax(0, 0.9fr)', [xxl, xl], ['560px', '560px'], { title: '20ch', lead: '58ch', actions: [xs] }),
  about: split('1.1fr 1fr', [xxl, xxl], ['none', 'none'], { text: '44rem', leadColor: vars.color.onDark, actions: ['0', 'start'] }),
  /** A product's demonstration (IA Notícia). */
  product: split('1.25fr 1fr', [xxl, xxl], ['520px', '520px'], { text: '46rem', leadColor: vars.color.onDark }),
  /** A service page, beside the standard header: the service's card illustration. */
  service: split('minmax(0, 1.2fr) minmax(0, 1fr)', [xl, xxl], ['420px', '460px'], {
    padding: ['clamp(40px, 6vw, 88px)', 'clamp(40px, 6vw, 88px)'],
    lead: '58ch',
    leadColor: vars.color.onDark,
  }),
  /** The classic about page: the about page's words in one centred column. */
  aboutBanner: look('centered', { text: '44rem', leadColor: vars.color.onDark, actions: ['0', 'center'] }),
  /** The classic home: one centred column with the key figures below. */
  banner: look('centered', { padding: [section, section], title: '22ch' }),
  /** A content page (news, AI products): one column of text beside the glow. */
  page: look('start', { title: '24ch', lead: '62ch', actions: [xs] }),
}
