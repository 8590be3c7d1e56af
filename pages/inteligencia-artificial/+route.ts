import { paths } from '../../data/routes'

export default paths.ai
