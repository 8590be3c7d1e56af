import type { MessageDescriptor } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'

/** A message written without Lingui's macros: its English source, the context that tells equal English apart, a translator note. */
export type PlainMessage = { message: string; context?: string; comment?: string }

/** Lingui's `msg` for code the lead server runs without Babel; plain strings only (plainMsgExtractor.ts reads them, vitePlainMsg.ts compiles them). */
export function plainMsg({ message, context }: PlainMessage): MessageDescriptor {
  return { id: generateMessageId(message, context), message, ...(context ? { context } : {}) }
}
