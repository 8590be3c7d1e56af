/** The contact form as an island: checks, sending and the failure alert run in the browser. */
export { ContactForm as default } from './ContactForm'
