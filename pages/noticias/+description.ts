// https://vike.dev/description
import { msg } from '@lingui/core/macro'

export default msg`News about Tecto: press coverage of our work in artificial intelligence and software for Brazil, profiles of our leadership and videos about how we work.`
