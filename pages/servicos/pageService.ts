import { render } from 'vike/abort'
import { type Service, services } from '../../data/services'

/** The service a service page shows, read from its URL's slug; an unknown slug renders the 404 page (https://vike.dev/render). */
export function pageService(pageContext: { routeParams: Record<string, string> }): Service {
  const service = services.find(({ slug }) => slug === pageContext.routeParams.slug)
  if (!service) throw render(404, `No service has the slug ${JSON.stringify(pageContext.routeParams.slug)}`)
  return service
}
