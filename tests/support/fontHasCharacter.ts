import { fontCharacterRanges } from '../../vite-plugins/fontSubset'

/** Whether the site's subset fonts hold a character (vite-plugins/fontSubset.ts). */
export function fontHasCharacter(character: string) {
  const code = character.codePointAt(0)!
  return fontCharacterRanges.some(([first, last]) => code >= first && code <= last)
}
