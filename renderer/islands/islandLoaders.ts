import { islandName, type IslandModule } from '../../components/Island/islandModule'

// Each island file becomes a chunk of its own, loaded only by the pages that show that island.
const files = import.meta.glob<IslandModule>('../../components/**/*.island.tsx')

/** The browser's loaders of the island files, by island name. */
export const islandLoaders: Record<string, () => Promise<IslandModule>> = Object.fromEntries(
  Object.entries(files).map(([path, load]) => [islandName(path), load]),
)
