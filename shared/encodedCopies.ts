/** The precompressed copies beside a built file (`x.js.br`), written by the build and sent by the server. */
export const encodedSuffixes = ['.br', '.gz'] as const
