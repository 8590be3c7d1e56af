// The footer's language links as an island: on the 404 page they follow the address the visitor typed.
export { FooterLanguages as default } from './FooterLanguages'
