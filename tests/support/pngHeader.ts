/** Just the start of a PNG file, its signature and its header chunk: enough for a reader of its size, not for a decoder. */
export function pngHeader(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes)
  bytes.writeUInt32BE(13, 8)
  bytes.write('IHDR', 12, 'latin1')
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  // 8-bit RGBA, the usual compression, filter and interlace.
  bytes.set([8, 6, 0, 0, 0], 24)
  return bytes
}
