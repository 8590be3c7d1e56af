/** One byte range of a file, both ends included (RFC 9110 §14.1.2). */
export type ByteRange = { start: number; end: number }

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14.2): a range (206, its end clipped to the file),
 * `unsatisfiable` (416), or `ignore` (the whole file, as the RFC allows for any range request; several ranges too).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'ignore' | 'unsatisfiable' {
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/i.exec(header ?? '')
  if (!match) return 'ignore'
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return 'ignore'
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last)
    if (length === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  // A last position before the first is a syntax error, not an empty range.
  if (last !== '' && Number(last) < start) return 'ignore'
  if (start >= size) return 'unsatisfiable'
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}
