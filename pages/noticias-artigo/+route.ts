import { newsPath } from '../../data/routes'

// `/noticias/@slug`: the prefix comes from the same helper every link to an article uses.
export default newsPath('@slug')
