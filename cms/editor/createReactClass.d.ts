// create-react-class ships no type declarations. Decap's bundle puts it on `window.createClass`, made with its own
// React; the editor's unit tests make one with theirs (the site's React is Preact's, vite.plugins.ts).
declare module 'create-react-class/factory' {
  import type { Component, ComponentType, isValidElement } from 'react'

  /** createClass for a given React: React class components from specs of lifecycle methods. */
  export default function factory(
    component: typeof Component,
    isValidElement: typeof isValidElement,
    noopUpdateQueue: unknown,
  ): (spec: object) => ComponentType<Record<string, unknown>>
}
