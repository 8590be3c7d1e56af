import { OriginalText } from './OriginalText'

/** IA Notícia's original text as an island: its button shows the whole text or cuts it back. */
export default OriginalText

/** The expanded text, whose "show less" the page must carry though the HTML shows it cut. */
export const laterStates = ({ html }: { html: string }) => [<OriginalText key="expanded" html={html} defaultExpanded />]
