/**
 * The status vike answers for an error thrown by `throw render(status)` in a guard, or undefined when `action` does not
 * throw. vike exports no reader for it, so this one place reads the field its thrown error carries.
 */
export function abortStatus(action: () => unknown): number | undefined {
  try {
    action()
  } catch (error) {
    return (error as { _pageContextAbort?: { abortStatusCode?: number } })._pageContextAbort?.abortStatusCode
  }
  return undefined
}
