// The parts of the font libraries the build (fontSubset.ts) and its tests use; neither ships its own types.

declare module 'subset-font' {
  /** https://github.com/papandreou/subset-font#readme */
  type SubsetFontOptions = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    /** OpenType feature tags to keep; the others, and the glyphs only they reach, are dropped. */
    keepFeatures?: string[]
    /** Variation axes to pin or narrow, by tag: a number pins the axis, `min`/`max` cut its range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>
}

declare module 'fontverter' {
  /** Converts a font between TrueType/OpenType (`truetype`), WOFF and WOFF2. */
  export function convert(font: Buffer, toFormat: 'truetype' | 'woff' | 'woff2'): Promise<Buffer>
}
