import { formLaterStates } from '../formLaterStates'

/** A landing page's lead form as an island: checks, sending and the failure alert run in the browser. */
export { LeadForm as default } from './LeadForm'

/** The busy button and the failure alert. */
export const laterStates = () => formLaterStates('lead')
