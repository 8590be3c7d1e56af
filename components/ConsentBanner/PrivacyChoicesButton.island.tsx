// The "privacy choices" buttons (footer, privacy policy) as islands: they open the consent banner island.
export { PrivacyChoicesButton as default } from './PrivacyChoicesButton'
