/** PO catalogs compile to a `messages` export through Lingui's Vite plugin. */
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
