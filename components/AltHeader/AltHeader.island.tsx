export { AltHeader as default } from './AltHeader'
