// `@preact/signals-react` on Preact, through a file of ours so prerendering loads `@preact/signals` once from node_modules:
// bundled, it would hook into `preact` again after each dev server restart ("Cycle detected").
export * from '@preact/signals'
