/** The lead forms' code and libraries (signals, for modular-forms) and their fields' lists: only the form pages load it. */
const formCode =
  /node_modules[\\/](@modular-forms|@preact[\\/]signals(-core|-react)?|valibot)[\\/]|[\\/](components|data)[\\/]forms[\\/]|[\\/]data[\\/](countries|brazilianStates)\.ts$|[\\/]vite-plugins[\\/]preactSignals/

/** Each form's own code goes with its island: the contact page does not load the lead form's, nor the other way round. */
const formOwnCode = /[\\/]components[\\/]forms[\\/](ContactForm|LeadForm)[\\/]/

/** What a visit needs only once a visitor consents or touches a form: the first touch's keeping, the tracking. */
const consentedCode = /[\\/]components[\\/](attribution[\\/]visitAttribution|tracking[\\/](tracking|conversion))\.ts$|[\\/]data[\\/]attribution\.ts$/

/** The form text rules both the forms and the consented code use: a chunk of their own, so neither loads the other. */
const formTextRules = /[\\/]data[\\/]forms[\\/](cleanText|fieldLimits)\.ts$/

/** The carousels' code, glider-js and vanilla-extract's inline-variable helper: loaded when a carousel comes near. */
const carouselCode = /node_modules[\\/](glider-js|@vanilla-extract[\\/](dynamic|private))[\\/]|[\\/]components[\\/]Carousel[\\/]/

/**
 * A form's code beyond its first paint (components/forms/formCode.ts: its checks, its send, the anti-bot step), fetched
 * on the visitor's first touch of a form: it must stay out of the `site` and `forms` chunks that pages load at once.
 * Left to itself it is one chunk, its entry being one dynamic import.
 */
const formTouchCode =
  /node_modules[\\/]valibot[\\/]|[\\/]data[\\/]forms[\\/](validate|errorMessages|fieldRules|phoneRule|storedPhone|placeRules|stateRules|contactSchema|leadSchema|formKinds)\.ts$|[\\/]components[\\/]proofOfWork[\\/]|[\\/]components[\\/]forms[\\/](formCode|submitLead)\.ts$/

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
