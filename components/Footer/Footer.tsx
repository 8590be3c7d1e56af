/** Stub, replaced by the component's real implementation. */
export function Footer() {
  return null
}
