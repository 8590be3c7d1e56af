import AboutPage from '../quem-somos/+Page'

/** The classic about page: the about page's sections in a company-profile order, in the standard header's column (+header.ts). */
export default function Page() {
  return <AboutPage classic />
}
