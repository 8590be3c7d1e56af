export { ContactPage as default } from '../../components/contact/ContactPage/ContactPage'
