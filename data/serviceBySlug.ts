import { services, type Service } from './services'

/** The service whose page lives at `/servicos/{slug}`, or `undefined` for a slug we do not have. */
export function serviceBySlug(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug)
}
