// https://vike.dev/title — the same as the 404 page's: vike shows this page mostly for unknown addresses.
export { default } from '../not-found/+title'
