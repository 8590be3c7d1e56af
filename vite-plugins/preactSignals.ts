// `@preact/signals-react` on Preact, through a file of ours: bundled, `@preact/signals` would hook `preact` twice after a dev restart.
export * from '@preact/signals'
