import type { Config } from 'vike/types'

/** Site-wide vike settings: https://vike.dev/config */
export default {
  // Static HTML; the lead server renders a form page again (from the kept dist/server) to answer a refused post (docs/product/forms.md).
  prerender: { keepDistServer: true },
  meta: {
    // HTML only (https://vike.dev/render-modes): the browser gets +client.ts alone, which hydrates the islands (components/Island/Island.tsx).
    Page: { env: { server: true, client: false } },
    header: { env: { server: true } },
    title: { env: { server: true } },
    description: { env: { server: true } },
    noindex: { env: { server: true } },
    ogType: { env: { server: true } },
    socialImage: { env: { server: true } },
    structuredData: { env: { server: true } },
    languages: { env: { server: true } },
  },
  header: 'alternative',
} satisfies Config
