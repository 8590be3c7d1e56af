/** Stub, replaced by the component's real implementation. */
export function ConsentBanner() {
  return null
}
