/** Stub, replaced by the component's real implementation. */
export function StandardHeader() {
  return null
}
