// The alternative header as an island: its menu button, panel and language menu react in the browser.
export { AltHeader as default } from './AltHeader'
