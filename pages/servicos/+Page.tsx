import { ServiceDetail } from '../../components/service/ServiceDetail/ServiceDetail'
import { usePageContext } from '../../shared/usePageContext'
import { pageService } from './pageService'

/** A service's page (docs/product/pages.md), for the slug in the URL. */
export default function Page() {
  return <ServiceDetail service={pageService(usePageContext())} />
}
