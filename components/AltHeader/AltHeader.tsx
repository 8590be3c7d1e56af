/** Stub, replaced by the component's real implementation. */
export function AltHeader() {
  return null
}
