// Self-hosted fonts from npm (no third-party font host): Inter for text, Sora for headings.
// Only the Latin subset: it covers Portuguese, English and Spanish.
import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-600.css'
import '@fontsource/sora/latin-600.css'
import '@fontsource/sora/latin-700.css'
