// What the services carousel shows only in the browser: its buttons' and slides' words.
export { carouselLaterStates as laterStates } from '../Carousel/carouselLaterStates'
