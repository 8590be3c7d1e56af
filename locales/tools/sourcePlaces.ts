/**
 * Where each source's text shows, for the "Where:" note on every message; the first matching prefix wins, and a component's
 * folder names the section (`components/about/Values/…` → "About us page, Values").
 */
export const sourcePlaces: [prefix: string, place: string][] = [
  ['data/privacyPlaceholders.ts', 'Privacy policy page (/politica-de-privacidade): values the site fills into the legal text'],
  ['data/services.ts', 'The services: a name (menus, footer, home page cards, carousel) or its one-sentence description (home page cards, carousel)'],
  ['data/forms/', 'The forms (the contact page and the landing pages’ lead forms) and the server’s answers to them'],
  ['data/aiProducts.ts', 'AI products page (/produtos-de-ia): one card per product'],
  ['data/aiSolutions.ts', 'Artificial intelligence page (/inteligencia-artificial): solutions'],
  ['data/aiBenefits.ts', 'Artificial intelligence page (/inteligencia-artificial): benefits'],
  ['data/executives.ts', 'About us page: leadership profiles, each a role’s title and what it answers for (no person is named)'],
  ['data/values.ts', 'About us page: values'],
  ['data/helpAreas.ts', 'About us page: how we help'],
  ['data/hiringSteps.ts', 'Hire page (/contrate): how hiring works, step by step'],
  ['data/hireExpertise.ts', 'Hire page (/contrate): the professionals we provide'],
  ['data/softwareFactory.ts', 'Software factory page (/fabrica-de-software)'],
  ['data/transformCards.ts', 'Home page: the three “transform your business” cards'],
  ['data/techStack.ts', 'Classic home page (/classico): technology stack'],
  ['data/videos.ts', 'News page (/noticias): video carousel'],
  ['data/company.ts', 'Company details: footer, contact page, structured data'],
  ['data/socialNetworks.ts', 'Footer: what screen readers call each social profile link (the icon shows the network)'],
  ['components/landing/', 'The landing pages with the lead form'],
  ['components/about/', 'About us page'],
  ['components/home/', 'Home page'],
  ['components/aiProducts/', 'AI products page (/produtos-de-ia)'],
  ['components/news/', 'News pages (/noticias)'],
  ['components/contact/', 'Contact page (/contato)'],
  ['components/thanks/', 'Thank-you page (/obrigado)'],
  ['components/iaNoticia/', 'IA Notícia demo (/pt-br/ia-noticia)'],
  ['components/forms/', 'The forms'],
  ['components/', 'a part several pages share'],
  ['pages/', 'Search results and link previews: a page’s title or description'],
  ['renderer/', 'Every page: document head and structured data'],
]

/** A component's section name from its folder: `components/about/Values/Values.tsx` → `Values`. */
const section = (reference: string) => {
  const parts = reference.split('/')
  const folder = parts[0] === 'components' ? parts[parts.length >= 4 ? 2 : 1] : undefined
  return folder?.replace(/([a-z])([A-Z])/g, '$1 $2')
}

/** A page file's place: `pages/contrate/+title.ts` → the title of /contrate in search results and link previews. */
function pagePlace(reference: string): string | undefined {
  const match = /^pages\/([^/]+)\/\+(title|description|Page)\.tsx?$/.exec(reference)
  if (!match) return undefined
  const path = match[1] === 'index' ? '/' : `/${match[1]}`
  return match[2] === 'Page' ? `The page ${path}` : `Search results and link previews: the ${match[2]} of ${path}`
}

/** The "Where:" note for a message's references, or nothing when no place is known. */
export function whereNote(references: string[]): string | undefined {
  const places = new Set<string>()
  for (const reference of references.filter((r) => !/\.test\.[jt]sx?$/.test(r))) {
    const place = pagePlace(reference) ?? sourcePlaces.find(([prefix]) => reference.startsWith(prefix))?.[1]
    if (!place) continue
    const name = section(reference)
    places.add(name && place !== 'a part several pages share' ? `${place}, ${name}` : name ? `${name} (${place.toLowerCase()})` : place)
  }
  return places.size ? `Where: ${[...places].join('; ')}` : undefined
}
