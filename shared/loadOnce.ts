/** Loads on the first call and shares the promise; a load that fails or outlasts `timeoutMs()` is forgotten, to retry. */
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
