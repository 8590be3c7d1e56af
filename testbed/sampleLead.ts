import type { NewLead } from '../server/leads/leadStore'

/** A lead of the landing-page form; `overrides` changes what a test needs. */
export function sampleLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: 'lead',
    locale: 'pt-br',
    name: 'Ana Souza',
    email: 'ana@empresa.com.br',
    phone: '(11) 98765-4321',
    company: null,
    role: null,
    message: null,
    // The contact form asks no country.
    country: overrides.kind === 'contact' ? null : 'BR',
    state: 'SP',
    origin: 'https://tecto.com.br/pt-br/contrate',
    verified: true,
    attribution: {},
    ...overrides,
  }
}
