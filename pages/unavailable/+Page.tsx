import { NotFound } from '../../components/NotFound/NotFound'

/** What the proxy shows while the server does not answer (502-504), at /{locale}/503 (deploy/nginx/tecto.conf); the server never sends it. */
export default function Page() {
  return <NotFound kind="unavailable" />
}
