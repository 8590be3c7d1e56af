import { msg } from '@lingui/core/macro'
import type { ServiceDetail } from '../serviceDetails'

/** The page of the web platforms service. */
export const web = {
  pageTitle: msg`Web platform development — Tecto`,
  subtitle: msg`Customer portals, SaaS products and internal systems that are fast, secure and ready to grow, built by a senior team that ships working software every week.`,
  paragraphs: [
    msg`Tecto designs and builds the web platforms companies rely on to sell, serve customers and run their operations: customer portals, SaaS products, marketplaces, back-office systems and dashboards. We work with modern, proven technologies such as TypeScript, React and Node.js on AWS, Google Cloud or Azure, chosen for your context rather than for fashion.`,
    msg`Every platform is built for the long run: a clean architecture your own team can maintain, automated tests, accessibility, fast loading and security practices aligned with Brazil's data protection law (LGPD) from the first sprint. You see working software in a demo every week, so priorities can change without wasting the budget.`,
  ],
  steps: [
    {
      title: msg({ message: 'Discovery', comment: 'First stage of a service engagement' }),
      text: msg`We map users, goals and integrations with you, then turn the scope into a prioritized backlog, a clickable prototype and a transparent estimate.`,
    },
    {
      title: msg`Build and launch`,
      text: msg`A squad with a tech lead, developers, a designer and a QA engineer delivers in weekly increments, with code review, continuous integration and a test environment you can use at any time.`,
    },
    {
      title: msg`Run and evolve`,
      text: msg`After go-live we monitor performance and errors, fix issues within agreed response times and keep evolving the platform as your business grows.`,
    },
  ],
  deliverables: [
    msg`A responsive, accessible web platform in production, on your own cloud account`,
    msg`Source code, infrastructure as code and technical documentation that belong to you`,
    msg`Automated tests and a deployment pipeline that let you release safely on any day`,
    msg`Dashboards for performance, errors and usage from the first release`,
    msg`A roadmap for the next releases, prioritized together with your team`,
  ],
  idealFor: [
    msg`Startups launching or rebuilding their product`,
    msg`Fintechs and regulated businesses that need security and traceability`,
    msg`Large companies replacing spreadsheets and legacy systems with a modern platform`,
  ],
} as const satisfies ServiceDetail
