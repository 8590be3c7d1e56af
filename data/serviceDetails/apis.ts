import { msg } from '@lingui/core/macro'
import type { ServiceDetail } from '../serviceDetails'

/** The page of the APIs and integrations service. */
export const apis = {
  pageTitle: msg`API development and systems integration — Tecto`,
  subtitle: msg`Secure, well-documented APIs that connect your systems, partners and payment providers, and keep working as your volume grows.`,
  paragraphs: [
    msg`Modern businesses run on integrations: the ERP talks to the online store, the app talks to the payment provider, partners consume your data. Tecto designs and builds REST and GraphQL APIs, webhooks and integration layers that make these connections reliable, traceable and easy for other teams to use.`,
    msg`We pay special attention to what usually goes wrong with integrations: authentication and authorization, rate limits, versioning, duplicate requests, retries and monitoring. For fintechs and other regulated businesses we integrate with Pix, Open Finance and the main payment gateways, and handle personal data in line with the LGPD.`,
  ],
  steps: [
    {
      title: msg`API design`,
      text: msg`We map the systems and the data that flows between them, and write the API contract first, in OpenAPI, so every team can review it before a line of code is written.`,
    },
    {
      title: msg`Build and test`,
      text: msg`We implement the API with automated contract and load tests, security reviews and a sandbox your partners can start using right away.`,
    },
    {
      title: msg`Operate and evolve`,
      text: msg`We publish the documentation, monitor latency and errors, and evolve the API with versioning that never breaks the clients already connected.`,
    },
  ],
  deliverables: [
    msg`REST or GraphQL APIs with an OpenAPI contract and interactive documentation`,
    msg`Integrations with ERPs, CRMs, payment gateways, Pix and partner systems`,
    msg`Authentication, access control and audit logs`,
    msg`Automated contract and load tests in the delivery pipeline`,
    msg`Dashboards with latency, error rates and usage per client`,
  ],
  idealFor: [
    msg`Fintechs and payment companies connecting to banks and partners`,
    msg`Retailers integrating their online store, ERP, logistics and marketplaces`,
    msg`Companies opening their data or services to partners through a developer platform`,
  ],
} as const satisfies ServiceDetail
