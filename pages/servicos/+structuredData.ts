// A custom setting (renderer/+config.ts, https://vike.dev/meta): the service offered, and the trail to it.
import { breadcrumbList, tectoRef } from '../../renderer/seo/schemaOrg'
import { homeCrumb } from '../../renderer/seo/homeCrumb'
import type { StructuredData } from '../../renderer/types'
import { pageService } from './pageService'

export default ((context) => {
  const { pageContext, i18n, origin, canonical } = context
  const service = pageService(pageContext)
  const name = i18n._(service.title)
  return [
    {
      '@type': 'Service',
      name,
      serviceType: name,
      description: i18n._(service.description),
      url: canonical,
      image: origin + service.img,
      provider: tectoRef(origin),
      areaServed: 'BR',
    },
    breadcrumbList([homeCrumb(context), { name, url: canonical }]),
  ]
}) satisfies StructuredData
