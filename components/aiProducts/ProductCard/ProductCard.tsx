import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { productHref, productImageSize, type AiProduct } from '../../../data/aiProducts'
import { localeTag } from '../../../data/locales'
import { isPortugueseOnly, paths } from '../../../data/routes'
import { useLocale } from '../../../shared/usePageContext'
import { ExternalLink } from '../../ExternalLink/ExternalLink'
import { Link } from '../../Link/Link'
import * as styles from './ProductCard.css'
import { classNames } from '../../classNames/classNames'
import { eyebrow } from '../../theme/eyebrow.css'

/** A product card: its site in a new tab (one in Portuguese only says so, in words and `hreflang`), or until then "Ask us about …". */
export function ProductCard({ product }: { product: AiProduct }) {
  const { _ } = useLingui()
  const locale = useLocale()
  const titleId = `product-${product.id}-title`
  const href = productHref(product)
  const productName = _(product.title)
  const inPortuguese = href !== undefined && isPortugueseOnly(href) && locale !== 'pt-br'
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <img className={styles.image} src={product.img} width={productImageSize.width} height={productImageSize.height} alt="" loading="lazy" decoding="async" />
      <div className={styles.body}>
        <p className={classNames(eyebrow(), styles.category)}>{_(product.category)}</p>
        <h3 id={titleId} className={styles.title}>
          {href ? (
            <ExternalLink href={href} className={styles.link} hrefLang={inPortuguese ? localeTag('pt-br') : undefined}>
              {productName}
              {inPortuguese && (
                <span className={styles.language}>
                  {' '}
                  <Trans comment="After the name of a product whose page exists in Portuguese only (IA Notícia), on the English and Spanish pages">
                    (in Portuguese)
                  </Trans>
                </span>
              )}
            </ExternalLink>
          ) : (
            productName
          )}
        </h3>
        <p className={styles.description}>{_(product.description)}</p>
        {href ? (
          <span className={styles.more} aria-hidden="true">
            <Trans comment="Visual cue at the bottom of an AI product card; the product's name is the link, opening in a new tab">Visit the product</Trans>
          </span>
        ) : (
          <Link href={paths.contact} className={classNames(styles.more, styles.link)}>
            <Trans comment="Link at the bottom of an AI product card whose own site is not online yet, leading to the contact page">
              Ask us about {productName}
            </Trans>
          </Link>
        )}
      </div>
    </article>
  )
}
