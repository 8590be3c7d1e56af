import { useEffect, useState } from 'react'

/**
 * False in the prerendered HTML and the first render in the browser, true once React has hydrated.
 * The forms use it to turn the browser's own validation off only when ours can run instead.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
