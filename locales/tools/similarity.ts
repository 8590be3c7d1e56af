/**
 * How alike two texts are, from 0 to 1: twice their longest common subsequence of characters over their total
 * length, the measure gettext's msgmerge uses (fstrcmp) to offer an old translation for a changed message.
 */
export function similarity(a: string, b: string): number {
  if (a === b) return 1
  if (!a.length || !b.length) return 0
  let previous = new Uint16Array(b.length + 1)
  let current = new Uint16Array(b.length + 1)
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i - 1] === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!)
    }
    ;[previous, current] = [current, previous]
  }
  return (2 * previous[b.length]!) / (a.length + b.length)
}

/** msgmerge's threshold: below it an old translation is no useful start. */
export const suggestionThreshold = 0.6
