/** The triangle of a play button; decorative, the button carries the name. */
export function PlayIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <path d="M9 5.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5A1 1 0 0 0 9 5.5Z" fill="currentColor" />
    </svg>
  )
}
