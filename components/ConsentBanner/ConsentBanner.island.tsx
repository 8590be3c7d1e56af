import { ConsentBanner } from './ConsentBanner'

/** The consent banner as an island: it renders nothing in the HTML and opens in the browser. */
export default ConsentBanner
