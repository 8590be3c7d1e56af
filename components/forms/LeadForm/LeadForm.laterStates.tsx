import { formLaterStates } from '../formLaterStates'

/** The busy button, the failure alert and the fields' error messages. */
export const laterStates = () => formLaterStates('lead')
