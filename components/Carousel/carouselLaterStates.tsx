import { CarouselStatus } from './Carousel'

/** The status a carousel announces only after a move (one slide, several): its island's page must carry these words. */
export const carouselLaterStates = () => [
  <CarouselStatus key="one" first={1} last={1} total={2} />,
  <CarouselStatus key="range" first={1} last={2} total={2} />,
]
