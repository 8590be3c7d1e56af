/**
 * A loader of what is fetched or made on demand (a form's checks, its send, the phone library, a secret): the first
 * call loads it, later calls get the same promise. A load that fails, or gives no answer within `timeoutMs()` when
 * given, is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>, timeoutMs?: () => number): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= new Promise<T>((resolve, reject) => {
      const limit = timeoutMs?.()
      const timer = limit === undefined ? undefined : setTimeout(() => reject(new Error(`no answer in ${limit} ms`)), limit)
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
