import type { ComponentProps, ReactNode } from 'react'
import { classNames } from '../classNames/classNames'
import { Container } from '../Container/Container'
import { highPriority } from '../ContentPicture/ContentPicture'
import { usePageWidth } from '../Section/Section'
import { eyebrow as eyebrowStyle } from '../theme/eyebrow.css'
import { layoutOf, type HeroLook } from './Hero.css'
import * as styles from './Hero.css'

type HeroProps = {
  titleId: string
  title: ReactNode
  /** A short label above the title (or a link back), in plain letters or in a pill. */
  eyebrow?: ReactNode
  eyebrowShape?: 'text' | 'pill'
  lead?: ReactNode
  actions?: ReactNode
  /** What follows the calls to action in the text column: partners, key figures, a notice. */
  children?: ReactNode
  /** The decorative picture beside the text (split looks only), shown from md unless `onPhones`; its size reserves its box. */
  image?: { src: string; width: number; height: number; onPhones?: boolean; framed?: boolean }
  /** Which page's opening this is: its layout and measures (Hero.css.ts). */
  look: HeroLook
  /** `dark` brand band, or `light` when the next band is dark itself. */
  tone?: keyof typeof styles.tone
  /** The page's width (usePageWidth) unless set. */
  width?: ComponentProps<typeof Container>['width']
}

/** The band that opens every page: an eyebrow, the page's one h1, a lead, its calls to action, maybe a picture. */
export function Hero({ titleId, title, eyebrow, eyebrowShape = 'text', lead, actions, children, image, look, tone = 'dark', width }: HeroProps) {
  const layout = layoutOf[look]
  const pageWidth = usePageWidth()
  return (
    <section aria-labelledby={titleId} className={classNames(styles.root, styles.look[look], styles.tone[tone], layout === 'start' && styles.glow)}>
      <Container width={width ?? pageWidth} className={styles.layout[layout]}>
        <div className={styles.text}>
          {eyebrow ? (
            <p className={classNames(eyebrowStyle({ shape: eyebrowShape }), styles.eyebrow, eyebrowShape === 'pill' && styles.darkPill)}>{eyebrow}</p>
          ) : null}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {children}
        </div>
        {image && layout === 'split' ? (
          // Abstract decoration, often the page's largest paint: fetched first and at once (not lazily), screen readers skip it.
          <img
            className={classNames(styles.image, !image.onPhones && styles.imageFromMd, image.framed && styles.imageFramed)}
            src={image.src}
            width={image.width}
            height={image.height}
            alt=""
            loading="eager"
            decoding="async"
            {...highPriority}
          />
        ) : null}
      </Container>
    </section>
  )
}
