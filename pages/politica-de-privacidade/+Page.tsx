import { PrivacyPolicy } from '../../components/PrivacyPolicy/PrivacyPolicy'

/** The privacy policy page. */
export default function Page() {
  return <PrivacyPolicy />
}
