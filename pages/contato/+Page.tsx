import { ContactPage } from '../../components/contact/ContactPage/ContactPage'

/** The contact page. */
export default function Page() {
  return <ContactPage />
}
