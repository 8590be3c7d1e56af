import { DrawerContent } from './DrawerContent'

/** The drawer's content, rendered only once it opens: the page must carry its words. */
export const laterStates = () => [<DrawerContent key="drawer" onClose={() => {}} />]
