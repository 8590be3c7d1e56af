import { msg } from '@lingui/core/macro'

// Technology names are proper nouns: they are not translated, only the group titles are.

/** The technologies Tecto builds with, by area, for the classic home's tech stack section. */
export const techStack = [
  { id: 'web', title: msg`Web front end`, items: ['React', 'Next.js', 'TypeScript', 'Angular', 'Vue.js'] },
  { id: 'backend', title: msg`Back end and APIs`, items: ['Node.js', 'Python', 'Java', 'Kotlin', 'Go', '.NET'] },
  { id: 'mobile', title: msg`Mobile`, items: ['Swift', 'Kotlin', 'Flutter', 'React Native'] },
  { id: 'cloud', title: msg`Cloud and DevOps`, items: ['AWS', 'Azure', 'Google Cloud', 'Docker', 'Kubernetes', 'Terraform'] },
  { id: 'data', title: msg`Data and AI`, items: ['PostgreSQL', 'MongoDB', 'Redis', 'OpenAI', 'LangChain', 'PyTorch'] },
  { id: 'quality', title: msg`Quality and delivery`, items: ['Jest', 'Playwright', 'Cypress', 'GitHub Actions', 'SonarQube'] },
] as const
