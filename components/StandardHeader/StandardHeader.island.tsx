export { StandardHeader as default } from './StandardHeader'
