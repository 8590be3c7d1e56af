// A custom setting (renderer/+config.ts, https://vike.dev/meta): the home page presents Tecto itself.
import { organization } from '../../renderer/seo/schemaOrg'
import type { StructuredData } from '../../renderer/types'

export default (({ origin, description }) => [organization(origin, description ?? '')]) satisfies StructuredData
