/** Stand-in for `@preact/signals-react/runtime` on Preact, where components subscribe to the signals they read without help. */
export function useSignals(): void {}
