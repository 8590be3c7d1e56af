import type { Collection } from './collection'
import { legalCollection } from './legalCollection'
import { newsCollection } from './newsCollection'

/** Every content collection (content/<name>/), for the checks that read them all: `npm run content:check` and the tests. */
export const collections: readonly Collection<unknown>[] = [newsCollection, legalCollection]
