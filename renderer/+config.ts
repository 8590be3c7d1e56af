import type { Config } from 'vike/types'

/** Site-wide vike settings: https://vike.dev/config */
export default {
  // Every page is static HTML; the server only adds the lead API, which renders a form page again (vike's renderPage
  // from the kept dist/server) to answer a refused post without JavaScript (docs/product/forms.md).
  prerender: { keepDistServer: true },
  meta: {
    // HTML only (https://vike.dev/render-modes): the browser gets no page component, no catalog and no vike
    // runtime, only +client.ts, which hydrates the page's islands (components/Island/Island.tsx).
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
