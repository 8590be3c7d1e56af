import { Trans, useLingui } from '@lingui/react/macro'
import { companyFacts, type CompanyFacts } from '../../../data/companyFacts'
import { executives } from '../../../data/executives'
import { useLocale } from '../../../shared/usePageContext'
import { Section } from '../../Section/Section'
import * as styles from './Leadership.css'

/** The CEO and CTO: each role's duties until the company supplies its holder (data/companyFacts.ts); we invent no name, face or words. */
export function Leadership({ facts = companyFacts }: { facts?: Pick<CompanyFacts, 'executives'> }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  return (
    <Section
      labelledBy="about-leadership-title"
      tone="tinted"
      eyebrow={<Trans>Leadership</Trans>}
      title={<Trans>Who answers for your project</Trans>}
      lead={<Trans>Our executives work side by side with clients, from the first conversation to the latest release.</Trans>}
    >
      <ul className={styles.grid}>
        {executives(facts.executives).map(({ id, abbreviation, title, duties, person }) => {
          const name = person?.name
          const role = (
            <>
              <span className={styles.badge}>{abbreviation}</span> {i18n._(title)}
            </>
          )
          return (
            <li key={id}>
              <article className={person?.portrait ? styles.profileWithPortrait : styles.profile}>
                {person?.portrait && (
                  <img
                    className={styles.portrait}
                    src={person.portrait}
                    width={240}
                    height={240}
                    loading="lazy"
                    alt={t({ message: `${name}, ${abbreviation} of Tecto`, comment: 'Alt text of an executive portrait, e.g. "Maria Silva, CEO of Tecto"' })}
                  />
                )}
                <div className={styles.text}>
                  {person ? (
                    <>
                      <h3 className={styles.name}>{person.name}</h3>
                      <p className={styles.role}>{role}</p>
                    </>
                  ) : (
                    <h3 className={styles.roleTitle}>{role}</h3>
                  )}
                  <p className={styles.bio}>{person?.bio?.[locale] ?? i18n._(duties)}</p>
                </div>
              </article>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
