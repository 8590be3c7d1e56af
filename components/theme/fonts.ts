// Self-hosted fonts, two files a page and the Latin face only (all three languages): Inter's variable file for text
// (vite-plugins/fontSubset.ts cuts its axis to 400-600), Sora 700 for headings.
import '@fontsource-variable/inter/wght.css'
import '@fontsource/sora/latin-700.css'
