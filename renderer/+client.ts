// https://vike.dev/client: all the JavaScript a page starts with; a visitor on the other language's domain moves there first.
import { domainRedirect } from '../data/domainRedirect'
import { settings } from '../data/settings'
import { hydrateIslands } from './islands/hydrateIslands'

const redirect = domainRedirect(window.location.href, settings.hosts)
if (redirect) window.location.replace(redirect)
else void hydrateIslands()
