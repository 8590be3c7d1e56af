// The video carousel as an island: glider-js drives it, and a slide's play button loads its video.
export { VideoCarousel as default } from './VideoCarousel'
