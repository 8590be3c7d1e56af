// What the site's islands, the forms, modular-forms and @lingui/react use of React, straight from Preact's core and
// hooks: in the browser, `react` resolves here instead of to preact/compat (build/preactCore.ts).
export { cloneElement, createContext, createElement, Fragment } from 'preact'
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks'
