// IA Notícia's original text as an island: its button shows the whole text or cuts it back.
export { OriginalText as default } from './OriginalText'
