import { DrawerContent } from './DrawerContent'

// The standard header as an island: its dropdowns, drawer and language menu react in the browser.
export { StandardHeader as default } from './StandardHeader'

/** The drawer's content, rendered only once it opens: the page must carry its words. */
export const laterStates = () => [<DrawerContent key="drawer" onClose={() => {}} />]
