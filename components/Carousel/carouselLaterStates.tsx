import { CarouselStatus } from './Carousel'

/** The status a carousel announces only after a move (one slide, several): its island's page must carry these words. */
export const carouselLaterStates = () => [<CarouselStatus first={1} last={1} total={2} />, <CarouselStatus first={1} last={2} total={2} />]
