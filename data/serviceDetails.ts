import type { MessageDescriptor } from '@lingui/core'
import type { ServiceId } from './services'
import { ai } from './serviceDetails/ai'
import { apis } from './serviceDetails/apis'
import { design } from './serviceDetails/design'
import { mobile } from './serviceDetails/mobile'
import { outsourcing } from './serviceDetails/outsourcing'
import { softwareMaintenance } from './serviceDetails/softwareMaintenance'
import { web } from './serviceDetails/web'

/** One stage of how Tecto runs the service: discovery, delivery, support. */
export type ServiceStep = { title: MessageDescriptor; text: MessageDescriptor }

/**
 * The text of a service's page (docs/product/pages.md). Its title, description, slug and image
 * come from the one service list in data/services.ts; this is everything else the page says.
 */
export type ServiceDetail = {
  /** The page's `<title>`, for search results. */
  pageTitle: MessageDescriptor
  /** The banner's sentence under the service's title. */
  subtitle: MessageDescriptor
  /** What Tecto does in this service, and how. */
  paragraphs: readonly [MessageDescriptor, MessageDescriptor, ...MessageDescriptor[]]
  /** How an engagement runs, in three stages: discovery, delivery, support. */
  steps: readonly [ServiceStep, ServiceStep, ServiceStep]
  /** What the client gets (a bullet list). */
  deliverables: readonly MessageDescriptor[]
  /** The kinds of client the service suits (a bullet list). */
  idealFor: readonly MessageDescriptor[]
}

/** The page text of every service; a service without it fails the type check. */
export const serviceDetails = {
  web,
  mobile,
  softwareMaintenance,
  outsourcing,
  apis,
  design,
  ai,
} as const satisfies Record<ServiceId, ServiceDetail>
