import type { ReactNode } from 'react'
import { buttonClassName } from '../../Button/Button'
import { Container } from '../../Container/Container'
import { HeroImage } from '../../HeroImage/HeroImage'
import * as styles from './LandingHero.css'

type LandingHeroProps = {
  /** The id of the h1, which names the section. */
  titleId: string
  eyebrow: ReactNode
  title: ReactNode
  lead: ReactNode
  /** The id of the page's lead form section: the call to action jumps there. */
  formAnchor: string
  /** The call to action's label. */
  action: ReactNode
  /** The decorative illustration beside the text (hidden on phones). */
  image: { src: string; width: number; height: number }
  /** `dark` brand band, or `light` when the next section is dark itself. */
  tone?: keyof typeof styles.tone
  /** Shown under the call to action, e.g. headline figures. */
  children?: ReactNode
}

/** The opening band of a landing page: eyebrow, h1, lead and one call to action down to the page's lead form. */
export function LandingHero({ titleId, eyebrow, title, lead, formAnchor, action, image, tone = 'dark', children }: LandingHeroProps) {
  return (
    <section aria-labelledby={titleId} className={[styles.root, styles.tone[tone]].join(' ')}>
      <Container width="wide" className={styles.grid}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id={titleId} className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {/* A plain in-page anchor: the form is on this page, in every language. */}
          <a href={`#${formAnchor}`} className={buttonClassName({ variant: tone === 'dark' ? 'light' : 'primary', size: 'lg' }, styles.action)}>
            {action}
          </a>
          {children}
        </div>
        {/* Abstract decoration: it says nothing the text does not, so screen readers skip it. */}
        <HeroImage className={styles.image} {...image} />
      </Container>
    </section>
  )
}
