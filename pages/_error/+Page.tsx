import { NotFound } from '../../components/NotFound/NotFound'
import { usePageContext } from '../../shared/usePageContext'

/** vike's error page (development server, failed renders): the 404 page, or its variant for other errors. */
export default function Page() {
  const { is404 } = usePageContext()
  return <NotFound kind={is404 === false ? 'error' : 'notFound'} />
}
