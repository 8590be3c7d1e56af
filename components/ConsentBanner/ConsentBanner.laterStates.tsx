import { ConsentBanner } from './ConsentBanner'

/** The open banner, whose words the page must carry though the HTML shows it closed. */
export const laterStates = () => [<ConsentBanner key="open" defaultOpen />]
