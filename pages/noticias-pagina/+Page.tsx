// The news list's later pages are the news page showing the next articles (pages/noticias/listPage.ts reads which).
export { default } from '../noticias/+Page'
