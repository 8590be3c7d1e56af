import { msg } from '@lingui/core/macro'

// It names only what every build of the page holds: the videos show only once their ids are supplied (data/companyFacts.ts).
export default msg`News from Tecto: our announcements and articles about artificial intelligence, software development and how we work.`
