import { formLaterStates } from '../formLaterStates'

/** The contact form as an island: checks, sending and the failure alert run in the browser. */
export { ContactForm as default } from './ContactForm'

/** The busy button and the failure alert. */
export const laterStates = () => formLaterStates('contact')
