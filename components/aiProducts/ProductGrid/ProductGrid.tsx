import { aiProducts } from '../../../data/aiProducts'
import { ProductCard } from './ProductCard'
import * as styles from './ProductGrid.css'

/** The five AI product cards (docs/product/pages.md): one column on phones, two from sm, three from md. */
export function ProductGrid() {
  return (
    <ul className={styles.grid}>
      {aiProducts.map((product) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  )
}
