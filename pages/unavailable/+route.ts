// https://vike.dev/route
import { paths } from '../../data/routes'

export default paths.unavailable
