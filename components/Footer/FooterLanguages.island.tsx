export { FooterLanguages as default } from './FooterLanguages'
