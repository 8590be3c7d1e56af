export { default } from '../noticias/+pagination'
