import type { Config } from 'vike/types'

/** Site-wide vike settings: https://vike.dev/config */
export default {
  // Every page is static HTML; the server only adds the lead API.
  prerender: true,
  // urlPathname: menus mark the current page and the language links keep it; server routing leaves it out on the client.
  passToClient: ['locale', 'urlPathname'],
  meta: {
    header: { env: { server: true, client: true } },
    title: { env: { server: true } },
    description: { env: { server: true } },
    noindex: { env: { server: true } },
    ogType: { env: { server: true } },
    structuredData: { env: { server: true } },
  },
  header: 'alternative',
} satisfies Config
