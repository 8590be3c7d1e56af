import type { MessageDescriptor } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'

/** A message written without Lingui's macros: its English source, the context that tells equal English apart, a translator note. */
export type PlainMessage = { message: string; context?: string; comment?: string }

/**
 * Lingui's `msg` for code the lead server runs as it is (tsx has no Babel, so no macros): the same descriptor,
 * its id the hash of source and context, so the catalogs show translators the English, like every other message.
 * Write the fields as plain strings: `npm run i18n:extract` reads them from the code (plainMsgExtractor.ts), and
 * the site's build writes the ids in place (vitePlainMsg.ts), so the browser computes nothing.
 */
export function plainMsg({ message, context }: PlainMessage): MessageDescriptor {
  return { id: generateMessageId(message, context), message, ...(context ? { context } : {}) }
}
