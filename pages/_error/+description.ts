export { default } from '../not-found/+description'
