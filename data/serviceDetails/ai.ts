import { msg } from '@lingui/core/macro'
import type { ServiceDetail } from '../serviceDetails'

/** The page of the artificial intelligence service. */
export const ai = {
  pageTitle: msg`Artificial intelligence solutions for companies — Tecto`,
  subtitle: msg`AI agents, automation and data solutions that cut costs, serve your customers around the clock and support better decisions.`,
  paragraphs: [
    msg`Tecto helps companies move from curiosity about AI to results in production. We build AI agents that answer customers and qualify leads, automate document-heavy processes and create assistants that search your company's knowledge, combining large language models with your own data and systems.`,
    msg`We choose the right model for each problem, from commercial models to open-source ones running in your own cloud, and design every solution with data privacy, LGPD compliance, human review where it matters and clear metrics for cost and quality.`,
  ],
  steps: [
    {
      title: msg`Opportunity mapping`,
      text: msg`We find the processes where AI brings the greatest return, check the data available and define the goals a pilot must reach.`,
    },
    {
      title: msg`Pilot and rollout`,
      text: msg`We deliver a working pilot on real cases, measure accuracy, cost and time saved, and then integrate it with your systems and service channels.`,
    },
    {
      title: msg`Monitoring and evolution`,
      text: msg`We monitor answers, costs and model updates, refine the solution with new data and extend it to new processes.`,
    },
  ],
  deliverables: [
    msg`AI agents for customer service, sales and internal support on WhatsApp, your website and other channels`,
    msg`Automation of document reading, data entry and repetitive back-office tasks`,
    msg`Assistants that search your documents and systems and cite their sources`,
    msg`Dashboards with accuracy, usage and cost per interaction`,
    msg`Security, privacy and human-review rules tailored to your business`,
  ],
  idealFor: [
    msg`Companies with a high volume of customer service or repetitive processes`,
    msg`Sales teams that want to qualify and follow up leads faster`,
    msg`Leaders who want a first AI project with a measurable return, not just an experiment`,
  ],
} as const satisfies ServiceDetail
