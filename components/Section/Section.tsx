import type { ReactNode } from 'react'
import { usePageContext } from '../../shared/usePageContext'
import { classNames } from '../classNames/classNames'
import { Container } from '../Container/Container'
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading'
import * as styles from './Section.css'

type Width = 'wide' | 'standard'

/** The page's width, from its header: `standard` (1048 px) beside the standard header, else `wide` (1552 px). */
export function usePageWidth(): Width {
  return usePageContext().config.header === 'standard' ? 'standard' : 'wide'
}

/** With a `title`, the section opens with its heading (SectionHeading), whose id is `labelledBy`. */
type SectionProps = Partial<Pick<SectionHeadingProps, 'eyebrow' | 'title' | 'lead' | 'align'>> & {
  labelledBy: string
  /** Background: white, none (the page's white), a pale tint, or the dark brand gradient. */
  tone?: keyof typeof styles.tone
  /** Overrides the page's width (usePageWidth) for this band. */
  width?: Width
  /** A class for the centred box inside, to lay out its children (a grid of two columns, …). */
  layout?: string
  /** A decorative illustration beside the heading and text from md (under them on phones), on the left when `first`. */
  image?: { src: string; width: number; height: number; first?: boolean }
  id?: string
  children: ReactNode
}

/** A band of a page: a labelled section with the page's vertical rhythm, background and width, and its heading. */
export function Section({ labelledBy, tone = 'plain', width, layout, image, id, eyebrow, title, lead, align, children }: SectionProps) {
  const pageWidth = usePageWidth()
  const heading = title && <SectionHeading id={labelledBy} eyebrow={eyebrow} title={title} lead={lead} align={align} />
  return (
    <section id={id} aria-labelledby={labelledBy} className={classNames(styles.root, styles.tone[tone])}>
      {image ? (
        <Container width={width ?? pageWidth} className={classNames(styles.split, image.first && styles.imageFirst)}>
          <div className={styles.text}>
            {heading}
            {children}
          </div>
          <img className={styles.image} src={image.src} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
        </Container>
      ) : (
        <Container width={width ?? pageWidth} className={layout}>
          {heading}
          {children}
        </Container>
      )}
    </section>
  )
}
