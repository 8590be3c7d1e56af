/** The id of a flag's symbol in the page (FlagSymbols), e.g. `flag-br`. */
export const flagSymbolId = (flag: string) => `flag-${flag}`

type FlagProps = {
  /** The flag's file name in assets/flags/, as data/locales.ts gives it. */
  flag: string
  width: number
  height: number
  className?: string
}

/**
 * A language's flag, drawn from the symbol the page carries once (FlagSymbols): no request of its own, and the
 * header's flag paints with the HTML. Decorative: the language's name stands beside it.
 */
export function Flag({ flag, width, height, className }: FlagProps) {
  return (
    <svg className={className} width={width} height={height} aria-hidden="true" focusable="false">
      <use href={`#${flagSymbolId(flag)}`} />
    </svg>
  )
}
