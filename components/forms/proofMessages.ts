import { msg } from '@lingui/core/macro'

// What a visitor may read about the form's anti-bot check (useProofOfWork.ts): it runs unseen, and speaks only when
// it makes the visitor wait or fails.

/** Under the submit button while the form waits for its check (announced politely). */
export const checkingMessage = msg({
  message: 'Checking that you are a person…',
  comment: 'Under a form’s submit button while the browser finishes the automatic anti-spam check (no puzzle, nothing for the visitor to do)',
})

/** In the form's alert when the check could not be done (no network, a browser that gave up). */
export const checkFailedMessage = msg({
  message: 'The automatic check that protects this form from spam did not finish. Please send the form again.',
  comment: 'In a form’s send-failure alert: the browser could not finish the automatic anti-spam check, so nothing was sent',
})
