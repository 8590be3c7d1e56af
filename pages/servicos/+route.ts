import { servicePath } from '../../data/routes'

// `/servicos/@slug`: the prefix comes from the same helper every link to a service uses.
export default servicePath('@slug')
