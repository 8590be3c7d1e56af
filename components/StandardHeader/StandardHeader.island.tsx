// The standard header as an island: its dropdowns, drawer and language menu react in the browser.
export { StandardHeader as default } from './StandardHeader'
