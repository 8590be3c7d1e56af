import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import * as styles from './CardList.css'

/** One card: its heading's id is `{look}-{id}`; `skills` are technologies, named in English, shown as pills. */
export type Card = { id: string; title: MessageDescriptor; description?: MessageDescriptor; icon?: ReactNode; skills?: readonly string[]; action?: ReactNode }

/** A card list's look (CardList.css.ts); the numbered looks are ordered lists, counted 01, 02… or on a disc. */
export type CardLook = keyof typeof styles.looks

const numbered: readonly CardLook[] = ['help', 'stages', 'hiring', 'hiringBeside']

/** The cards of a section (values, benefits, steps…): a list whose items are a heading over a sentence, in one look. */
export function CardList({ look, cards }: { look: CardLook; cards: readonly Card[] }) {
  const { _ } = useLingui()
  const List = numbered.includes(look) ? 'ol' : 'ul'
  const style: styles.LookStyles = styles.looks[look]
  return (
    <List className={style.list}>
      {cards.map(({ id, title, description, icon, skills, action }) => (
        <li key={id} className={style.card}>
          {icon}
          <h3 id={`${look}-${id}`} className={style.title}>
            {_(title)}
          </h3>
          {description && <p className={style.description}>{_(description)}</p>}
          {skills && (
            <ul className={style.skills} aria-labelledby={`${look}-${id}`}>
              {skills.map((skill) => (
                <li key={skill} className={style.skill} lang="en">
                  {skill}
                </li>
              ))}
            </ul>
          )}
          {action}
        </li>
      ))}
    </List>
  )
}
