// https://vike.dev/Page
import { ThankYou } from '../../components/thanks/ThankYou/ThankYou'

/** The thank-you page, where every form leads. */
export default function Page() {
  return <ThankYou />
}
