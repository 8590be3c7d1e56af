import { Trans } from '@lingui/react/macro'
import { paths } from '../../data/routes'
import { servicesAnchor } from '../home/ServiceCards/ServiceCards'
import { Section } from '../Section/Section'
import { Link } from '../Link/Link'
import * as styles from './NotFound.css'

/** The page for an unknown address (404), a failed render (`error`), or the proxy's while the server is restarting (`unavailable`). */
export function NotFound({ kind = 'notFound' }: { kind?: 'notFound' | 'error' | 'unavailable' }) {
  return (
    <Section labelledBy="not-found-title" width="standard">
      {kind === 'notFound' ? (
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      ) : null}
      <h1 id="not-found-title" className={styles.title}>
        {title[kind]}
      </h1>
      <p className={styles.lead}>{lead[kind]}</p>
      <ul className={styles.destinations}>
        {[
          { href: paths.home, title: <Trans>Home page</Trans>, text: <Trans>Start again from the beginning and see what Tecto does.</Trans> },
          {
            href: `${paths.about}#${servicesAnchor}`,
            title: <Trans>Our services</Trans>,
            text: <Trans>Web platforms, mobile apps, APIs, design and AI, built by our team.</Trans>,
          },
          { href: paths.contact, title: <Trans>Contact us</Trans>, text: <Trans>Tell us what you were looking for and we will help you find it.</Trans> },
        ].map(({ href, title, text }) => (
          <li key={href}>
            <Link href={href} className={styles.card}>
              <span className={styles.cardTitle}>
                {title}
                <svg className={styles.arrow} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M4 10h11m-4-4 4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <span className={styles.cardText}>{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

const title = {
  notFound: <Trans>We couldn’t find this page</Trans>,
  error: <Trans>Something went wrong on our side</Trans>,
  unavailable: <Trans>We’ll be back in a moment</Trans>,
}

const lead = {
  notFound: <Trans>The address may be mistyped, or the page may have moved. These links will get you back on track:</Trans>,
  error: <Trans>This page could not be shown right now. Please try again in a moment, or continue from here:</Trans>,
  unavailable: (
    <Trans>
      Our site is being updated and could not answer just now. If you were sending a form, it was not received: go back and send it again in a minute.
      Meanwhile, continue from here:
    </Trans>
  ),
}
