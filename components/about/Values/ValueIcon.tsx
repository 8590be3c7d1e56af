import type { ValueId } from '../../../data/values'

// 24 px line icons, one per value; decorative, the card's title names the value.
const paths: Record<ValueId, string> = {
  innovation: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2V16h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z',
  excellence: 'm12 3 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.3l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8L12 3Z',
  partnership: 'M8.5 15.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm7 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9ZM4 20h16',
  ethics: 'M12 3 5 6v5c0 4.4 3 8.3 7 9.5 4-1.2 7-5.1 7-9.5V6l-7-3Zm-3 9 2 2 4-4',
  peopleDevelopment: 'M12 21v-8m0 0c0-3.5-2.5-6-6-6 0 3.5 2.5 6 6 6Zm0 0c0-4.5 3-7.5 7-7.5 0 4.5-3 7.5-7 7.5ZM7 21h10',
}

/** The line icon of a value. */
export function ValueIcon({ id }: { id: ValueId }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[id]} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
