/** A landing page's lead form as an island: checks, sending and the failure alert run in the browser. */
export { LeadForm as default } from './LeadForm'
