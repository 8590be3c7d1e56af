export const flagSymbolId = (flag: string) => `flag-${flag}`

type FlagProps = {
  /** The flag's file name in assets/flags/, as data/locales.ts gives it. */
  flag: string
  width: number
  height: number
  className?: string
}

/** A language's flag, decorative, from the symbol the page carries once (FlagSymbols): no request, it paints with the HTML. */
export function Flag({ flag, width, height, className }: FlagProps) {
  return (
    <svg className={className} width={width} height={height} aria-hidden="true" focusable="false">
      <use href={`#${flagSymbolId(flag)}`} />
    </svg>
  )
}
