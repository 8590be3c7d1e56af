import { useLingui } from '@lingui/react/macro'
import { carouselServiceOrder, services } from '../../data/services'
import { Carousel } from '../Carousel/Carousel'
import type { CarouselLayout } from '../Carousel/carouselLayout'
import { ServiceCard } from '../ServiceCard/ServiceCard'

/** docs/product/rules.md: 1 service per view up to 640 px, 2 up to 1024 px, 4 above; gaps of 16, 16 and 32 px. */
export const servicesCarouselLayout = {
  base: { perView: 1, spacing: 16 },
  sm: { perView: 2, spacing: 16 },
  md: { perView: 4, spacing: 32 },
} as const satisfies CarouselLayout

// The services the carousel's order leaves out (a new one) follow, in the list's order.
const orderedServices = [
  ...carouselServiceOrder.map((id) => services.find((service) => service.id === id)!),
  ...services.filter((service) => !(carouselServiceOrder as readonly string[]).includes(service.id)),
]

/** The about page's carousel of the services, each slide linking to its service page. */
export function ServicesCarousel() {
  const { t } = useLingui()
  return (
    <Carousel
      // Not the section's own heading ("Our services"): two landmarks of one page need different names.
      label={t({ message: 'Every service we offer', comment: 'Accessible name of the services carousel on the about page' })}
      layout={servicesCarouselLayout}
      previousLabel={t`Previous services`}
      nextLabel={t`Next services`}
      slides={orderedServices.map((service) => ({
        key: service.id,
        content: <ServiceCard service={service} look="slide" />,
      }))}
    />
  )
}
