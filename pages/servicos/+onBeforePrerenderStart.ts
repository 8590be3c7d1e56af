import { servicePath } from '../../data/routes'
import { services } from '../../data/services'

/** One page per service; renderer/+onPrerenderStart.ts makes a copy per locale, plus the Portuguese one without a locale. */
export function onBeforePrerenderStart() {
  return services.map((service) => servicePath(service.slug))
}
