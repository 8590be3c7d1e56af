import { msg } from '@lingui/core/macro'
import type { ServiceDetail } from '../serviceDetails'

/** The page of the software maintenance service. */
export const softwareMaintenance = {
  pageTitle: msg`Software maintenance and support — Tecto`,
  subtitle: msg`We look after the systems your business cannot afford to stop: fixes, updates, security and continuous improvement, with clear response times.`,
  paragraphs: [
    msg`Most of a system's life happens after launch. Tecto takes over the maintenance of web platforms, apps and internal systems, including those built by other teams or left without an owner for years. We stabilize what is critical first, then reduce technical debt step by step, without stopping your operation.`,
    msg`Our work covers corrective maintenance for bugs and incidents, preventive maintenance with framework updates, security patches and performance tuning, adaptive maintenance for new regulations and integrations, and new features as your business asks for them. Every task is tracked in tickets you can follow, with a monthly report on what was done.`,
  ],
  steps: [
    {
      title: msg`Assessment`,
      text: msg`We audit the code, infrastructure, dependencies and documentation, and deliver a diagnosis with the risks ranked by impact and a stabilization plan.`,
    },
    {
      title: msg`Stabilization and care`,
      text: msg`We set up monitoring, backups and an incident routine, fix the most critical problems and agree with you on response and resolution times.`,
    },
    {
      title: msg`Continuous improvement`,
      text: msg`Month after month we update dependencies, improve performance and security, pay down technical debt and deliver the small improvements your users ask for.`,
    },
  ],
  deliverables: [
    msg`A clear diagnosis of the system's health, risks and priorities`,
    msg`Incident handling with response times agreed in the contract`,
    msg`Up-to-date frameworks, libraries and security patches`,
    msg`Monitoring and alerts, so problems are found before your customers find them`,
    msg`Monthly reports and documentation that grows with every change`,
  ],
  idealFor: [
    msg`Companies whose critical system was built by a supplier that is no longer around`,
    msg`IT teams that want to focus on new projects while someone else keeps the lights on`,
    msg`Products with growing technical debt, slow releases or recurring incidents`,
  ],
} as const satisfies ServiceDetail
