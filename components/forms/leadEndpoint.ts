import { settings } from '../../data/settings'

/** The lead API's address, `{api}/mail/contact`: the forms post there, as JSON or, without JavaScript, natively. */
export const leadEndpoint = `${settings.apiBase}/mail/contact`
