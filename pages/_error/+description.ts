// https://vike.dev/description
export { default } from '../not-found/+description'
