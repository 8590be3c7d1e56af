import { Trans } from '@lingui/react/macro'
import { Container } from '../../Container/Container'
import { DemoNotice } from '../DemoNotice/DemoNotice'
import * as styles from './IaNoticiaHero.css'

/** The IA Notícia list's opening: what the product does, and that this page is its demonstration. */
export function IaNoticiaHero() {
  return (
    <section aria-labelledby="ia-noticia-title" className={styles.root}>
      <Container width="wide" className={styles.layout}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>
            <Trans comment="Eyebrow above the IA Notícia heading">AI news curation by Tecto</Trans>
          </p>
          <h1 id="ia-noticia-title" className={styles.title}>
            <Trans comment="Heading of the IA Notícia page; “IA Notícia” is the product's name and stays as it is">
              IA Notícia: the news that matters to you, curated by AI
            </Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              IA Notícia monitors the trusted news portals you choose, follows any subject, however niche, and curates the
              content on its own, in real time. Each article arrives with a relevance score, a clear summary and the
              portals that covered it.
            </Trans>
          </p>
          <DemoNotice tone="dark" />
        </div>
        {/* Abstract decoration: portals feeding one curated feed. The text says it all, so screen readers skip it. */}
        <img className={styles.image} src="/images/ia-noticia/hero.svg" width="520" height="420" alt="" />
      </Container>
    </section>
  )
}
