// What the site's forms post to the lead API, as the route tests send it.

/** A contact-page post in English, every field filled. */
export const contactPost = {
  name: 'Ana Souza',
  phone: '(11) 98765-4321',
  company: 'Acme Pagamentos',
  role: 'CTO',
  email: 'ana@acme.com.br',
  message: 'Precisamos de um app de pagamentos.',
  origin: 'https://tecto.com.br/en-us/contato',
}

/** A landing-page lead in Spanish. */
export const leadPost = {
  name: 'Bruno Lima',
  email: 'bruno@empresa.com.br',
  phone: '(21) 99876-5432',
  state: 'RJ',
  origin: 'https://tecto.com.br/es-es/contrate',
}
