import { OriginalText } from './OriginalText'

/** IA Notícia's original text as an island: its button shows the whole text or cuts it back. */
export default OriginalText
