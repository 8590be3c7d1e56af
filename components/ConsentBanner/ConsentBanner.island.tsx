import { ConsentBanner } from './ConsentBanner'

/** The consent banner as an island: it renders nothing in the HTML and opens in the browser. */
export default ConsentBanner

/** The open banner, whose words the page must carry though the HTML shows it closed. */
export const laterStates = () => [<ConsentBanner key="open" defaultOpen />]
