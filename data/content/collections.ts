import type { Collection } from './collection'
import { iaNoticiaCollection } from './iaNoticiaCollection'
import { legalCollection } from './legalCollection'
import { newsCollection } from './newsCollection'
import { servicesCollection } from './servicesCollection'

/** Every content collection (content/<name>/), for the checks that read them all: `npm run content:check` and the tests. */
export const collections: readonly Collection<unknown>[] = [newsCollection, servicesCollection, iaNoticiaCollection, legalCollection]
