import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { iaNoticiaTopics } from '../../../data/iaNoticia'
import { Container } from '../../Container/Container'
import { SectionHeading } from '../../SectionHeading/SectionHeading'
import * as styles from './TopicTiles.css'
import { classNames } from '../../classNames/classNames'

/** The four "Mundo" tiles (docs/product/pages.md): the areas of world news the demo follows. */
export function TopicTiles() {
  const { _ } = useLingui()
  return (
    <section className={styles.root} aria-labelledby="ia-noticia-topics-title">
      <Container width="wide">
        <SectionHeading
          id="ia-noticia-topics-title"
          title={<Trans comment="IA Notícia: heading above the four topic tiles">Subjects being followed</Trans>}
          lead={
            <Trans comment="IA Notícia: sentence under the topic tiles' heading">
              Each area gathers, in real time, what the monitored portals publish about it.
            </Trans>
          }
        />
        <ul className={styles.grid}>
          {iaNoticiaTopics.map((topic) => (
            <li key={topic.id} className={classNames(styles.tile, styles.palette[topic.id])} data-topic={topic.id}>
              <img className={styles.icon} src="/images/ia-noticia/mundo.svg" width="40" height="40" alt="" />
              <p className={styles.label}>
                <Trans
                  context="IA Notícia"
                  comment="Label of each of the four IA Notícia topic tiles (world news). IA Notícia is shown in Portuguese only: the pt-BR translation must be exactly “Mundo” (docs/product/pages.md)."
                >
                  World
                </Trans>
              </p>
              <p className={styles.subtitle}>{_(topic.subtitle)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
