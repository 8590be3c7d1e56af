import { msg } from '@lingui/core/macro'

/** The alt text of the link-preview picture (data/socialImage.ts). */
export const socialImageAlt = msg({
  message: 'Tecto: software factory and tech talent',
  comment: 'Alt text of the picture in link previews on social networks',
})
