import { createContext, useContext, type ReactNode } from 'react'
import { Container } from '../../Container/Container'
import * as styles from './AboutSection.css'

type Width = 'wide' | 'standard'

const WidthContext = createContext<Width>('wide')

/** Sets the width of every about section inside: `wide` (1552 px) or the classic layout's `standard` (1048 px). */
export const AboutWidthProvider = WidthContext.Provider

/** The width the about sections use here. */
export function useAboutWidth(): Width {
  return useContext(WidthContext)
}

type AboutSectionProps = {
  /** The id of the section's heading. */
  labelledBy: string
  /** Background: white, a pale tint, or the dark brand gradient. */
  tone?: keyof typeof styles.tone
  id?: string
  children: ReactNode
}

/** A band of the about pages: a labelled section with the page's padding and width. */
export function AboutSection({ labelledBy, tone = 'plain', id, children }: AboutSectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={[styles.root, styles.tone[tone]].join(' ')}>
      <Container width={useAboutWidth()}>{children}</Container>
    </section>
  )
}
