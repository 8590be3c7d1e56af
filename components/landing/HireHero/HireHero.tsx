import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { matchBusinessDays, networkSize } from '../../../data/claims'
import { buttonClassName } from '../../Button/Button'
import { Hero } from '../../Hero/Hero'
import { KeyFigures } from '../../KeyFigures/KeyFigures'
import { leadFormAnchors } from '../../../data/routes'

/** The hire page's opening: the network and match-time claims, and the way down to the form. */
export function HireHero() {
  const { i18n } = useLingui()
  const count = i18n.number(networkSize)
  return (
    <Hero
      look="landing"
      titleId="hire-hero-title"
      eyebrowShape="pill"
      eyebrow={<Trans>Tech talent on demand</Trans>}
      title={
        <Trans>
          Hire qualified tech professionals in up to{' '}
          <Plural value={matchBusinessDays} one="{matchBusinessDays} business day" other="{matchBusinessDays} business days" />
        </Trans>
      }
      lead={
        <Trans>
          Tap into Tecto's network of over {count} qualified professionals: developers, designers, QA, data and DevOps specialists who passed our technical
          assessment. Tell us who you need and meet your match in up to{' '}
          <Plural value={matchBusinessDays} one="{matchBusinessDays} business day" other="{matchBusinessDays} business days" />.
        </Trans>
      }
      actions={
        // A plain in-page anchor: the form is on this page, in every language.
        <a href={`#${leadFormAnchors.hire}`} className={buttonClassName({ variant: 'light', size: 'lg' })}>
          <Trans comment="Hire page hero button, jumping to the lead form below">Find my professional</Trans>
        </a>
      }
      image={{ src: '/images/landing/hire.svg', width: 560, height: 460 }}
    >
      {/* Two of the site's key figures, in the same words as the home page. */}
      <KeyFigures look="hero" only={['network', 'match']} />
    </Hero>
  )
}
