export { PrivacyPolicy as default } from '../../components/PrivacyPolicy/PrivacyPolicy'
