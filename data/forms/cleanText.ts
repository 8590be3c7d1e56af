// How every text the browser sends is cleaned before it is kept; no valibot, so the browser's attribution code stays small.

/** C0 and C1 controls but TAB, LF, CR and NEL: nobody types them and a store may refuse them, so they are dropped, never losing a lead. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
export const invisibleControls = /[\u0000-\u0008\u000e-\u001f\u007f\u0080-\u0084\u0086-\u009f]/g

/** Every way text can break a line, Unicode's included (in a one-line field it could start a mail header), CRLF as one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
export const lineBreaks = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/g

/** Bidirectional controls and zero-width characters: an RLO in a name reverses a mail's subject, a ZWSP makes `newsletter` two campaigns. */
export const invisibleFormatting = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g

/** The text without bidirectional controls or zero-width characters (docs/product/attribution.md). */
export const withoutInvisibleFormatting = (text: string) => text.replace(invisibleFormatting, '')

const surrogates = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g

/** The text with each lone surrogate half (JSON can carry `\ud800`) as one U+FFFD, so both stores keep the same text. */
export const wellFormed = (text: string) => text.replace(surrogates, (match) => (match.length === 2 ? match : '\ufffd'))

/** Drops invisible controls; a tab is a space. */
export const withoutControls = (text: string) => wellFormed(text).replace(invisibleControls, '').replace(/\t/g, ' ')

/** One line of at most `max` code points (controls dropped, line breaks as spaces, trimmed); undefined when nothing is left. */
export function oneLineCut(text: string, max: number): string | undefined {
  const line = withoutControls(text).replace(lineBreaks, ' ').trim()
  const cut = Array.from(line).slice(0, max).join('').trimEnd()
  return cut === '' ? undefined : cut
}
