import type { Config } from 'vike/types'

/** Site-wide vike settings: https://vike.dev/config */
export default {
  // Static HTML; the lead server renders a form page again (from the kept dist/server) to answer a refused post (docs/product/forms.md).
  prerender: { keepDistServer: true },
  meta: {
    // HTML only (https://vike.dev/render-modes): the browser gets +client.ts alone, which hydrates the islands (components/Island/Island.tsx).
    Page: { env: { server: true, client: false } },
    // Our page settings (renderer/types.ts), read while rendering on the server only.
    ...Object.fromEntries(
      ['header', 'title', 'description', 'noindex', 'ogType', 'socialImage', 'structuredData', 'languages', 'pagination'].map((name) => [
        name,
        { env: { server: true } },
      ]),
    ),
  },
  header: 'alternative',
} satisfies Config
