import { style } from '@vanilla-extract/css'

/** docs/product/forms.md: the message box is 159 px tall; visitors may make it taller, never shorter. */
export const message = style({ height: '159px', minHeight: '159px', resize: 'vertical', display: 'block' })
