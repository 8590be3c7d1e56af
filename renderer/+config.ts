import type { Config } from 'vike/types'

/** Site-wide vike settings: https://vike.dev/config */
export default {
  // Every page is static HTML; the server only adds the lead API.
  prerender: true,
  passToClient: ['locale'],
  meta: {
    header: { env: { server: true, client: true } },
    title: { env: { server: true } },
    description: { env: { server: true } },
  },
  header: 'alternative',
} satisfies Config
