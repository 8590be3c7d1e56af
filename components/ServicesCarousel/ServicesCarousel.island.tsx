export { ServicesCarousel as default } from './ServicesCarousel'
