/** The ids of the messages each island can show, by island file (`components/…/X.island.tsx`); `undefined` in development (vitePlainMsg.ts). */
declare module 'virtual:island-messages' {
  const islandMessages: Record<string, string[]> | undefined
  export default islandMessages
}
