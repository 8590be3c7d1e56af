import { style } from '@vanilla-extract/css'
import { brazil } from '../../../data/countries'
import { formCard } from '../../theme/cards.css'
import { vars } from '../../theme/theme.css'

/** The form on a white card, readable on the landing pages' light and dark bands alike. */
export const root = style([
  formCard,
  // An in-page link to the form lands clear of the sticky header through the page's scroll-padding-top (global.css.ts).
  { color: vars.color.ink },
])

/** The state field, for Brazil only: CSS reads the country, so it works before hydration and without JavaScript (shown always without `:has()`). */
export const brazilOnly = style({
  selectors: { [`${root}:not(:has(select[name="country"] option[value="${brazil}"]:checked)) &`]: { display: 'none' } },
})
