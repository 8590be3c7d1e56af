import { Island } from '../../components/Island/Island'

/** The thank-you page, where every form leads. */
export default function Page() {
  return <Island name="ThankYou" />
}
