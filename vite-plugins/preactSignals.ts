/**
 * Stand-in for `@preact/signals-react` on Preact: Preact's own signals package, through a file of ours. Prerendering
 * then loads `@preact/signals` from node_modules once, like `preact` itself; bundled into the server code instead,
 * it would run again after each restart of the dev server and hook into the same `preact` twice ("Cycle detected").
 */
export * from '@preact/signals'
