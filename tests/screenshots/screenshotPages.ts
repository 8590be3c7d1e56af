/** The pages the README shows, by file name (`docs/screenshots/<name>-<desktop|phone>.png`). */
export const screenshotPages = [
  { name: 'home', path: '/pt-br' },
  { name: 'about', path: '/en-us/quem-somos' },
  { name: 'service', path: '/es-es/servicos/inteligencia-artificial' },
  { name: 'news-article', path: '/en-us/noticias/tecnologia-de-ponta-para-o-brasil' },
  { name: 'contact', path: '/pt-br/contato' },
] as const
