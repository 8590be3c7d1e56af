export { PrivacyChoicesButton as default } from './PrivacyChoicesButton'
