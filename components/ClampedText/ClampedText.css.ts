import { style, styleVariants } from '@vanilla-extract/css'

/**
 * Cuts text off after a number of lines with an ellipsis. `-webkit-line-clamp` is the form every current
 * browser supports: https://developer.mozilla.org/docs/Web/CSS/line-clamp
 */
export const root = style({ display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' })

/** The line counts of docs/product/rules.md: 4 in the IA Notícia list, 12 for its summary, 20 for an original text. */
export const lines = styleVariants({ 4: { WebkitLineClamp: 4 }, 12: { WebkitLineClamp: 12 }, 20: { WebkitLineClamp: 20 } })
