// The services carousel as an island: glider-js drives it in the browser.
export { ServicesCarousel as default } from './ServicesCarousel'
