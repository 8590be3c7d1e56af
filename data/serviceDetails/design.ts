import { msg } from '@lingui/core/macro'
import type { ServiceDetail } from '../serviceDetails'

/** The page of the UI/UX design service. */
export const design = {
  pageTitle: msg`UI/UX design and user research — Tecto`,
  subtitle: msg`Research, prototypes and interfaces that make your product easy to use and turn visitors into loyal customers.`,
  paragraphs: [
    msg`Good design is how a product earns trust in its first minutes. Tecto's designers work side by side with our engineers to create interfaces for web platforms, apps and internal systems that are clear, accessible and true to your brand, and that can actually be built within the budget.`,
    msg`We start from evidence rather than opinion: interviews, analytics, usability tests and benchmarks show where users get stuck. From there we design journeys, prototypes and a design system that speeds up every future release and keeps the product consistent as it grows.`,
  ],
  steps: [
    {
      title: msg`Research`,
      text: msg`Interviews with users and stakeholders, a look at your data and competitors, and a review of your current product reveal the problems worth solving first.`,
    },
    {
      title: msg`Prototype and test`,
      text: msg`We design the key journeys as interactive prototypes in Figma and test them with real users, iterating until the feedback and the numbers confirm the solution.`,
    },
    {
      title: msg`Hand-off and evolution`,
      text: msg`We deliver a documented design system and stay with development so the product matches the design, then measure the results and keep improving.`,
    },
  ],
  deliverables: [
    msg`User research findings and personas based on real data`,
    msg`User journeys, wireframes and interactive high-fidelity prototypes`,
    msg`A documented design system with reusable components`,
    msg`Interfaces that follow the WCAG accessibility guidelines`,
    msg`Usability test reports with clear recommendations`,
  ],
  idealFor: [
    msg`Startups that need to validate an idea before investing in development`,
    msg`Products with low conversion, high churn or many support requests`,
    msg`Companies bringing several products together under one consistent experience`,
  ],
} as const satisfies ServiceDetail
