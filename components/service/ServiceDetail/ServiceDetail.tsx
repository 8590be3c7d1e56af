import { serviceDetail } from '../../../data/serviceDetails'
import type { Service } from '../../../data/services'
import { usePageContext } from '../../../shared/usePageContext'
import { OtherServices } from '../OtherServices/OtherServices'
import { ServiceBanner } from '../ServiceBanner/ServiceBanner'
import { ServiceDeliverables } from '../ServiceDeliverables/ServiceDeliverables'
import { ServiceOverview } from '../ServiceOverview/ServiceOverview'
import { ServiceSteps } from '../ServiceSteps/ServiceSteps'

/** A service's page (docs/product/pages.md): banner, what Tecto does and for whom, how it works, what the client gets, the other services. */
export function ServiceDetail({ service }: { service: Service }) {
  const detail = serviceDetail(service, usePageContext().locale)
  return (
    <>
      <ServiceBanner service={service} detail={detail} />
      <ServiceOverview detail={detail} />
      <ServiceSteps detail={detail} />
      <ServiceDeliverables service={service} detail={detail} />
      <OtherServices current={service.id} />
    </>
  )
}
