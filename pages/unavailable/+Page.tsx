import { NotFound } from '../../components/NotFound/NotFound'

/**
 * The page a proxy shows when the server behind it does not answer (502, 503, 504), prerendered per locale at
 * /{locale}/503 (deploy/nginx/tecto.conf). The server never answers with it itself.
 */
export default function Page() {
  return <NotFound kind="unavailable" />
}
