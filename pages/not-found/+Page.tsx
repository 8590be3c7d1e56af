// The 404 page, prerendered per locale at /{locale}/404; the server answers unknown paths with it.
export { NotFound as default } from '../../components/NotFound/NotFound'
