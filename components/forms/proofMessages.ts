import { msg } from '@lingui/core/macro'

// What a visitor may read about the form's anti-bot check (components/proofOfWork): it runs unseen, and speaks only when
// it makes the visitor wait.

/** Under the submit button while the form waits for its check (announced politely). */
export const checkingMessage = msg({
  message: 'Checking that you are a person…',
  comment: 'Under a form’s submit button while the browser finishes the automatic anti-spam check (no puzzle, nothing for the visitor to do)',
})
