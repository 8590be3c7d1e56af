import { createContext, useContext, type ReactNode } from 'react'
import { classNames } from '../classNames/classNames'
import { Container } from '../Container/Container'
import * as styles from './Section.css'

type Width = 'wide' | 'standard'

const WidthContext = createContext<Width>('wide')

/**
 * Sets the width of every section inside: `wide` (1552 px, the alternative layout) or `standard` (1048 px, the
 * classic layout beside the standard header). A page sets it once, so its sections need not be told one by one.
 */
export const SectionWidthProvider = WidthContext.Provider

/** The width the sections use here. */
export function useSectionWidth(): Width {
  return useContext(WidthContext)
}

type SectionProps = {
  /** The id of the section's heading. */
  labelledBy: string
  /** Background: white, a pale tint, or the dark brand gradient. */
  tone?: keyof typeof styles.tone
  /** Overrides the page's width (SectionWidthProvider) for this band. */
  width?: Width
  id?: string
  children: ReactNode
}

/** A band of a page: a labelled section with the page's vertical rhythm, background and width. */
export function Section({ labelledBy, tone = 'plain', width, id, children }: SectionProps) {
  const pageWidth = useSectionWidth()
  return (
    <section id={id} aria-labelledby={labelledBy} className={classNames(styles.root, styles.tone[tone])}>
      <Container width={width ?? pageWidth}>{children}</Container>
    </section>
  )
}
