/**
 * The precompressed copies that sit beside a built file: `x.js.br`, `x.js.gz`. The build writes them
 * (vite-plugins/precompress.ts) and the server sends them (server/siteIndex.ts): both read the list here.
 */
export const encodedSuffixes = ['.br', '.gz'] as const
