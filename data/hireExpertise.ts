import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// The profiles the hire landing page says Tecto places. Technology names are proper nouns and stay untranslated.

/** The professionals Tecto places with clients, in the order the hire page shows them. */
export const hireExpertise = [
  {
    id: 'frontEnd',
    title: msg`Front-end developers`,
    description: msg`Fast, accessible interfaces for web platforms, portals and design systems.`,
    skills: ['React', 'Next.js', 'Angular', 'Vue.js', 'TypeScript'],
  },
  {
    id: 'backEnd',
    title: msg`Back-end developers`,
    description: msg`APIs, integrations and services that stay reliable as your traffic grows.`,
    skills: ['Node.js', 'Java', 'Python', 'Go', '.NET'],
  },
  {
    id: 'mobile',
    title: msg`Mobile developers`,
    description: msg`Native and cross-platform apps for iOS and Android, from the first release to the stores.`,
    skills: ['Swift', 'Kotlin', 'Flutter', 'React Native'],
  },
  {
    id: 'dataAi',
    title: msg`Data and AI specialists`,
    description: msg`Data engineers, analysts and machine-learning engineers who turn your data into decisions and automation.`,
    skills: ['Python', 'SQL', 'Spark', 'PyTorch', 'LangChain'],
  },
  {
    id: 'qa',
    title: msg`QA engineers`,
    description: msg`Manual and automated testing that catches defects before your customers do.`,
    skills: ['Playwright', 'Cypress', 'Selenium', 'Jest'],
  },
  {
    id: 'devops',
    title: msg`DevOps and cloud engineers`,
    description: msg`Pipelines, infrastructure as code and monitoring for releases without surprises.`,
    skills: ['AWS', 'Azure', 'Docker', 'Kubernetes', 'Terraform'],
  },
  {
    id: 'ux',
    title: msg`UX/UI designers`,
    description: msg`Research, prototypes and interfaces that make your product easy to use and easy to sell.`,
    skills: ['Figma', 'Miro', 'Maze', 'Adobe XD'],
  },
] as const satisfies readonly { id: string; title: MessageDescriptor; description: MessageDescriptor; skills: readonly string[] }[]
