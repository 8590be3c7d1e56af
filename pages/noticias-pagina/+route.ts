import { newsListPath } from '../../data/routes'

// `/noticias/pagina/@page`: the news list's later pages (its first is pages/noticias), from the helper its links use.
export default newsListPath('@page')
