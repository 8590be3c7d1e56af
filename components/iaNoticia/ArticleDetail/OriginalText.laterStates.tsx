import { OriginalText } from './OriginalText'

/** The expanded text, whose "show less" the page must carry though the HTML shows it cut. */
export const laterStates = ({ html }: { html: string }) => [<OriginalText key="expanded" html={html} defaultExpanded />]
