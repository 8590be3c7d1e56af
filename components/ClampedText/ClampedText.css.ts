import { style, styleVariants } from '@vanilla-extract/css'

/** Cuts text off after some lines with an ellipsis (`-webkit-line-clamp`, the form every current browser supports). */
export const root = style({ display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' })

/** The line counts of docs/product/rules.md: 4 in the IA Notícia list, 12 for its summary, 20 for an original text. */
export const lines = styleVariants({ 4: { WebkitLineClamp: 4 }, 12: { WebkitLineClamp: 12 }, 20: { WebkitLineClamp: 20 } })
