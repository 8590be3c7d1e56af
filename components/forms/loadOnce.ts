/**
 * How long a form waits for code it fetches on demand: as long as for the post itself (submitLead.ts), since a fetch
 * that hangs must not leave a form waiting for ever.
 */
export const codeTimeoutMs = 30_000

/**
 * A loader of code the page fetches on demand (a form's checks, its send): the first call fetches it, later calls get
 * the same promise. A fetch that fails, or gives no answer within `timeoutMs()`, is forgotten, so the next call tries
 * again.
 */
export function loadOnce<T>(load: () => Promise<T>, timeoutMs: () => number): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= new Promise<T>((resolve, reject) => {
      const limit = timeoutMs()
      const timer = setTimeout(() => reject(new Error(`no answer in ${limit} ms`)), limit)
      load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer))
    }).catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
