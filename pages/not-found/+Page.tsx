import { NotFound } from '../../components/NotFound/NotFound'

/** The 404 page, prerendered per locale at /{locale}/404; the server answers unknown paths with it. */
export default function Page() {
  return <NotFound />
}
