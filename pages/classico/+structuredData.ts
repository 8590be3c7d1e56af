// A custom setting (renderer/+config.ts, https://vike.dev/meta): the classic home page presents Tecto itself, like the home page.
import { organization } from '../../renderer/seo/schemaOrg'
import type { StructuredData } from '../../renderer/types'

export default (({ origin, description }) => [organization(origin, description ?? '')]) satisfies StructuredData
