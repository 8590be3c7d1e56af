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

/** A form's code beyond its first paint (components/forms/formCode.ts), fetched on the first touch of a form. */
const formTouchCode =
  /node_modules[\\/]valibot[\\/]|[\\/]data[\\/]forms[\\/](validate|errorMessages|fieldRules|storedPhone|formKinds)\.ts$|[\\/]components[\\/]proofOfWork[\\/]|[\\/]components[\\/]forms[\\/](formCode|submitLead)\.ts$/

/**
 * How the browser's code is cut into files: rather than a chunk per set of islands sharing a module, one `site` chunk every
 * page preloads, and one each for forms, carousels, consent and a form's touch. https://rolldown.rs/in-depth/manual-code-splitting
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
      // Its modules only: what they import from the rest of the site stays in the entry or in `site`.
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
