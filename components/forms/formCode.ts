// The one piece of a form's code that is not needed for its first paint, fetched on the visitor's first touch through
// one loader (formCodeLoader.ts): its checks, its send and the anti-bot step the send calls.
export { checkForm } from './formChecks'
export { sendForm, startProof } from './formSend'
