/**
 * The lead forms' code and libraries (modular-forms keeps its state in signals, reached through vite-plugins/preactSignals*),
 * and the lists their fields show (countries, and the lead form's Brazilian states, which its checks use too): only the
 * three form pages load it.
 */
const formCode =
  /node_modules[\\/](@modular-forms|@preact[\\/]signals(-core|-react)?|valibot)[\\/]|[\\/](components|data)[\\/]forms[\\/]|[\\/]data[\\/](countries|brazilianStates)\.ts$|[\\/]vite-plugins[\\/]preactSignals/

/**
 * Each form's own component and island. Left out of the shared `forms` chunk, it goes with the form's island, so the
 * contact page does not load the lead form's code nor the other way round, and the build can preload a form page's
 * island by name.
 */
const formOwnCode = /[\\/]components[\\/]forms[\\/](ContactForm|LeadForm)[\\/]/

/**
 * What a visit needs only with consent or in a form: the first touch's keeping (and the attribution rules it uses),
 * the tracking and the conversion it reports. The consent banner fetches it once a visitor consents, a form on the
 * visitor's first touch (with the code of its send); a first visit never does.
 */
const consentedCode = /[\\/]components[\\/](attribution[\\/]visitAttribution|tracking[\\/](tracking|conversion))\.ts$|[\\/]data[\\/]attribution\.ts$/

/**
 * The rules for form text (field limits, cleaning) that both the forms and the consented code (the campaign's values)
 * use: a small chunk of their own, so that neither of those chunks has to load the other.
 */
const formTextRules = /[\\/]data[\\/]forms[\\/](cleanText|fieldLimits)\.ts$/

/**
 * The carousels' code, glider-js and vanilla-extract's inline-variable helper (with the helper it uses): loaded when a
 * carousel comes near the viewport.
 */
const carouselCode = /node_modules[\\/](glider-js|@vanilla-extract[\\/](dynamic|private))[\\/]|[\\/]components[\\/]Carousel[\\/]/

/**
 * A form's code beyond its first paint (components/forms/formCode.ts): its checks (the schemas it shares with the
 * server, valibot, the field, phone and place rules, the words of their errors), its send (with its idempotency key
 * and the page it goes to) and the anti-bot step the send calls (fetching and solving a challenge). Fetched on the
 * visitor's first touch of a form, so it must stay out of the `site` and `forms` chunks that pages load at once. Left
 * to itself it is one chunk (its entry is one dynamic import), which imports only what those have and the consented
 * code; the check's worker is a file of its own.
 */
const formTouchCode =
  /node_modules[\\/]valibot[\\/]|[\\/]data[\\/]forms[\\/](validate|errorMessages|fieldRules|phoneRule|storedPhone|placeRules|stateRules|contactSchema|leadSchema|formKinds)\.ts$|[\\/]components[\\/]proofOfWork[\\/]|[\\/]components[\\/]forms[\\/](formCode|formChecks|formSend|submitLead|newIdempotencyKey|pageNavigation)\.ts$/

/**
 * How the browser's code is cut into files (the client build's `build.rolldownOptions.output`). Left alone, the bundler
 * makes a chunk for every distinct set of islands that share a module, some under 100 bytes: a page then asks for
 * twenty files. Here the code shared by the islands goes into one `site` chunk that every page preloads, and the form
 * and carousel code into one chunk each, fetched only with the islands that need them; what a visit does with consent
 * is one more, fetched then or when a form is first touched, as is a form's code beyond its first paint. Each island
 * keeps its own small chunk, except the consent banner, which every page shows and which comes with the entry
 * (renderer/islands/islandLoaders.ts). https://rolldown.rs/in-depth/manual-code-splitting
 */
export const clientChunks = {
  codeSplitting: {
    groups: [
      { name: 'form-text', priority: 5, test: formTextRules },
      // Its modules only: the settings and storage helpers it imports stay in `site`, where the pages have them.
      { name: 'consented', priority: 4, test: consentedCode, includeDependenciesRecursively: false },
      {
        name: 'site',
        priority: 3,
        minShareCount: 2,
        test: (id: string) => !formCode.test(id) && !carouselCode.test(id) && !formTouchCode.test(id),
      },
      // Its modules only: what they import from the rest of the site (the button the consent banner uses too)
      // stays in the entry or in `site`, where every page has it already.
      {
        name: 'forms',
        priority: 2,
        test: (id: string) => formCode.test(id) && !formOwnCode.test(id) && !formTouchCode.test(id),
        includeDependenciesRecursively: false,
      },
      { name: 'carousel', priority: 1, test: carouselCode },
    ],
  },
}
