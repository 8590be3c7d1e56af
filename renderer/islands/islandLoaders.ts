import { islandName, type IslandModule } from '../../components/Island/islandModule'
import ConsentBanner from '../../components/ConsentBanner/ConsentBanner.island'

// Each island file becomes a chunk of its own, loaded only by the pages that show that island.
const files = import.meta.glob<IslandModule['default']>(['../../components/**/*.island.tsx', '!**/ConsentBanner.island.tsx'], { import: 'default' })

/** The islands' loaders by name; the consent banner, on every page, comes with the entry rather than as one more file. */
export const islandLoaders: Record<string, () => Promise<IslandModule['default']>> = {
  ...Object.fromEntries(Object.entries(files).map(([path, load]) => [islandName(path), load])),
  ConsentBanner: () => Promise.resolve(ConsentBanner),
}
