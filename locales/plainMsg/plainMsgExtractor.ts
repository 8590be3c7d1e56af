import type { ExtractorType } from '@lingui/conf'
import babel from '@lingui/cli/api/extractors/babel'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { findPlainMsgs } from './findPlainMsgs'

/** Lingui's extractor, which reads the macros, and then the `plainMsg({ … })` calls of the same file. */
export const plainMsgExtractor: ExtractorType = {
  match: (filename) => babel.match(filename),
  async extract(filename, code, onMessageExtracted, context) {
    await babel.extract(filename, code, onMessageExtracted, context)
    for (const { line, column, fields } of findPlainMsgs(filename, code)) {
      onMessageExtracted({
        id: generateMessageId(fields.message, fields.context),
        message: fields.message,
        ...(fields.context ? { context: fields.context } : {}),
        ...(fields.comment ? { comment: fields.comment } : {}),
        origin: [filename, line, column],
      })
    }
  },
}
