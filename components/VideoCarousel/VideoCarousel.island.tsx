export { VideoCarousel as default } from './VideoCarousel'
