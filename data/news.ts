import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { companyFacts } from './companyFacts'

// Each piece's original address is a company fact (data/companyFacts.ts, `pressOriginals`): until it is supplied the
// article shows no "read the original" link rather than a guessed address.

/** The name part of the slugs of the two profiles of Tecto's CEO (data/executives.ts). */
export const ceoSlugName = 'rafael-moreira'

/** The news images' size; every file in public/images/news is drawn at it (16:9). */
export const newsImageSize = { width: 640, height: 360 } as const

/** The "other news" grid draws from this many first articles of the list (docs/product/pages.md). */
export const otherNewsPool = 4

/** What every article has. */
type NewsArticleShape = {
  /** The article's address after `/noticias/`. */
  slug: string
  /** The day the piece was published, `YYYY-MM-DD`; shown with data/formatDate.ts. */
  date: string
  title: MessageDescriptor
  desc: MessageDescriptor
  /** The full text, one descriptor per paragraph. */
  content: readonly MessageDescriptor[]
  img: `/images/news/${string}.svg`
}

/** The press pieces about Tecto that the site republishes, newest first, as the news page lists them. */
export const news = [
  {
    slug: 'inteligencia-artificial-traz-infinitas-possibilidades-para-as-empresas',
    date: '2024-10-15',
    title: msg`Artificial intelligence brings endless possibilities for companies`,
    desc: msg`Tecto's CEO, Rafael Moreira, explains how companies of every size can move from AI experiments to real results, and where to start.`,
    content: [
      msg`Artificial intelligence has left the laboratory and entered the daily routine of companies. For Rafael Moreira, CEO of Tecto, a Brazilian software factory that develops AI solutions for startups, fintechs and large companies, the question is no longer whether to adopt the technology, but where it creates value first.`,
      msg`“Most companies already have what an AI needs to be useful: years of data, processes that repeat every day and customers who expect quick answers,” says Moreira. “What they lack is a clear path from an interesting demo to a system that works every day, securely and at a predictable cost.”`,
      msg`According to the executive, the best results come from well-defined problems: a service agent that resolves the most frequent requests on WhatsApp, a model that reads invoices and contracts, a sales assistant that qualifies leads before they reach the sales team. Tecto starts each project with a short discovery phase to choose that first use case and agree on how success will be measured.`,
      msg`Data protection is part of the design from day one. Projects follow the LGPD, Brazil's General Data Protection Law, keep sensitive data under the client's control and log the decisions the AI makes so that people can review them. “Trust is what makes an AI project last. Without it, the tool is switched off after the pilot,” he says.`,
      msg`For the coming years, Moreira expects AI agents to take over entire tasks, not just answer questions: updating systems, preparing reports and following up with customers. “The companies that start learning now, with small and measurable projects, will be the ones that turn these possibilities into a real advantage.”`,
    ],
    img: '/images/news/ai-for-companies.svg',
  },
  {
    slug: 'tecnologia-de-ponta-para-o-brasil',
    date: '2024-08-27',
    title: msg`Cutting-edge technology for Brazil`,
    desc: msg`With professionals all over the country and the practices of Silicon Valley product teams, Tecto wants to bring world-class software to Brazilian companies of every size.`,
    content: [
      msg`Brazilian companies no longer need to look abroad to find world-class software. That is the bet of Tecto, a software factory that builds web platforms, mobile apps, APIs and artificial-intelligence solutions for clients ranging from startups to large corporations.`,
      msg`The company works the way the best product teams in the world do: short development cycles, automated tests, code review and continuous delivery. “A company in Recife or Porto Alegre deserves the same engineering quality as a startup in California,” says CEO Rafael Moreira. “Technology is what lets a mid-sized Brazilian company compete on equal terms.”`,
      msg`Alongside software development, Tecto keeps a network of senior developers, designers and QA engineers who join client teams when they need to grow quickly. The professionals pass technical assessments designed by the company's engineering team, led by CTO Camila Duarte, and work remotely from every region of the country.`,
      msg`For Moreira, distributed work is also a way of spreading opportunity. “There is excellent talent outside the big capitals. When we hire for competence, not for a zip code, we create careers where there were none and deliver better software to our clients.”`,
      msg`The company's next steps include growing its artificial-intelligence practice and its own products, such as IA Notícia, a news-curation tool that follows trusted portals and ranks articles by relevance in real time.`,
    ],
    img: '/images/news/technology-for-brazil.svg',
  },
  {
    slug: 'inteligencia-artificial-facilita-a-vida-das-pessoas-no-dia-a-dia',
    date: '2024-06-11',
    title: msg`Artificial intelligence makes people's everyday lives easier`,
    desc: msg`From customer service to homework, AI assistants are already part of daily life. Tecto shows how the technology saves time when it is designed around people.`,
    content: [
      msg`Ordering lunch, checking a bank balance, booking a medical appointment: many everyday tasks already go through artificial intelligence, often without people noticing. Behind the conversations on messaging apps and the recommendations of online stores are models that understand a question and act on it in seconds.`,
      msg`At Tecto, the Brazilian software factory that builds AI products and solutions, the starting point is always the person on the other side of the screen. “A good assistant does not show off technology. It solves the problem the person came with, in their own words, and knows when to call a human,” says Rafael Moreira, the company's CEO.`,
      msg`The company's own products show how varied these uses are. Tecto Kids helps children study by explaining homework step by step instead of giving away the answers; Tecto Rent answers tenants' questions about contracts and payments at any hour; and IA Notícia picks, from trusted sources, the news that matters to each reader.`,
      msg`For Moreira, the gain is time. “Every minute an assistant saves on a repetitive task is a minute people can spend on what really needs them: a conversation with a customer, a decision, time with their family.”`,
      msg`He also stresses responsibility. Assistants must say clearly that they are AI, protect personal data as the LGPD requires and be tested with real users before they launch. “Technology that makes life easier has to be technology people can trust.”`,
    ],
    img: '/images/news/ai-in-daily-life.svg',
  },
  {
    slug: `conheca-os-courserians-${ceoSlugName}`,
    date: '2024-04-23',
    title: msg({
      message: 'Meet the Courserians: Rafael Moreira',
      comment: 'Title of a profile in a series about Coursera learners ("Courserians"); keep the name',
    }),
    desc: msg`Tecto's CEO tells how online courses took him from developer to executive, and why continuous learning is part of the company's culture.`,
    content: [
      msg`Rafael Moreira, CEO of Tecto, a Brazilian software factory that builds web platforms, mobile apps and artificial-intelligence solutions, is one of the many Brazilian professionals who learn on Coursera. He began his career as a developer and has turned to online courses at every step since, from his first lessons in machine learning to management and leadership.`,
      msg`“When I started, good material on machine learning was hard to find in Portuguese, and studying at a university abroad was out of reach,” he recalls. “Online courses let me learn from professors at some of the best universities in the world at night, after work, and apply it the next morning.”`,
      msg`Rafael says that the habit of learning in short cycles shaped the way he runs the company. Tecto's teams have time set aside for training, share what they study in internal sessions and are encouraged to earn certificates in cloud, data and AI. “Technology changes every year. A team that stops learning stops being relevant.”`,
      msg`His advice for those starting out is to choose a real project and learn around it. “Don't collect certificates for their own sake. Pick a problem you care about, take the course that helps you solve it and publish the result. That is what opens doors.”`,
      msg`Today Rafael divides his time between clients, partners and the growth of the company's AI practice, and he still completes at least one course a year. At the moment he is studying how to design AI agents and how to use them safely in business.`,
    ],
    img: '/images/news/courserians.svg',
  },
  {
    slug: `superando-barreiras-${ceoSlugName}`,
    date: '2024-03-05',
    title: msg({ message: 'Overcoming barriers: Rafael Moreira', comment: 'Title of a profile of Tecto’s CEO; keep the name' }),
    desc: msg`Far from the big technology hubs, he taught himself to code and to read English documentation. Today Tecto's CEO works to remove those barriers for the next generation.`,
    content: [
      msg`Rafael Moreira wrote his first lines of code on a shared computer at a public school, far from the big technology hubs. Today he is the CEO of Tecto, a Brazilian software factory that builds digital products and artificial-intelligence solutions and adds senior tech professionals to its clients' teams.`,
      msg`His path went through barriers that many young Brazilians who want to work in technology know well: expensive courses, little access to equipment and, above all, language. “Almost everything I needed to learn was in English. I learned it from subtitled videos and documentation, one word at a time,” he says.`,
      msg`His first opportunity came from a freelance project he found in an online community of developers. Remote work for companies abroad followed, and with it the practices of Silicon Valley product teams that Tecto applies to its projects today.`,
      msg`At Tecto, Rafael wants the company to remove the barriers he faced. It hires by technical assessment rather than by diploma or city, mentors professionals at the start of their careers and supports its teams in learning English. “Talent is everywhere in Brazil. Opportunity is not. Our job is to bring the two together.”`,
      msg`To those who are starting out, his message is one of persistence: “You don't need to have it all figured out. You need to take the next step, and then the next. Every barrier I overcame began with someone who gave me a chance. Now it is our turn.”`,
    ],
    img: '/images/news/overcoming-barriers.svg',
  },
] as const satisfies readonly NewsArticleShape[]

/** A republished news article. */
export type NewsArticle = (typeof news)[number]

/** An article's slug, e.g. `tecnologia-de-ponta-para-o-brasil`. */
export type NewsSlug = NewsArticle['slug']

/** The article with this slug, if there is one. */
export function findNews(slug: string | undefined): NewsArticle | undefined {
  return news.find((article) => article.slug === slug)
}

/**
 * The "other news" grid of an article (docs/product/pages.md): the first four articles of the list without the
 * current one, at most three, so the grid is one full row whichever article is open.
 */
export function otherNews(currentSlug: string): NewsArticle[] {
  return news
    .slice(0, otherNewsPool)
    .filter((article) => article.slug !== currentSlug)
    .slice(0, otherNewsPool - 1)
}

/** Where the piece was first published, once the company has supplied it (data/companyFacts.ts). */
export function originalLink(article: NewsArticle): `https://${string}` | undefined {
  return companyFacts.pressOriginals[article.slug]
}
