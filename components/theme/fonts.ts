// Self-hosted fonts from npm (no third-party font host), two files a page: Inter for text, one variable file for its
// weights 400 to 600 (vite-plugins/fontSubset.ts cuts its axis), and Sora 700 for headings, the one weight they are drawn in.
// Only the Latin face: it covers Portuguese, English and Spanish.
import '@fontsource-variable/inter/wght.css'
import '@fontsource/sora/latin-700.css'
