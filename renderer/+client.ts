// https://vike.dev/client: the pages are HTML only (renderer/+config.ts), so this is all the JavaScript a page
// starts with. Visitors on the other language's domain move there before anything else happens.
import { domainRedirect } from '../data/domainRedirect'
import { settings } from '../data/settings'
import { hydrateIslands } from './islands/hydrateIslands'

const redirect = domainRedirect(window.location.href, settings.hosts)
if (redirect) window.location.replace(redirect)
else void hydrateIslands()
